import type { ComponentType } from 'react';

/** The two branches of the club; also the last segment of their page paths. */
export type ClubId = 'umitkoy' | 'cukurambar';

/** The policy pages of the public footer; also their paths. */
export type PolicyTopic = 'gizlilik' | 'guvenlik' | 'kvkk' | 'iade';

export interface ClubMediaProps {
  clubId: ClubId;
}

/**
 * The modules one app renders inside another's, by federated id, with the props they take: the
 * club pages of remote-public show remote-media's player and gallery. `federated` loads them by
 * id, so the type check catches a mismatch without generated types. Pages and layouts are not
 * here: each remote declares them in its routes (src/routes.ts), and the shell renders them from
 * those declarations without knowing them at build time.
 */
export interface FederatedModules {
  'remote_media/VideoPlayer': ComponentType<ClubMediaProps>;
  'remote_media/Gallery': ComponentType<ClubMediaProps>;
}

export type FederatedModuleId = keyof FederatedModules;
