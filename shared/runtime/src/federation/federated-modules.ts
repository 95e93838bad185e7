import type { ComponentType } from 'react';

/** The two branches of the club; also the last segment of their page paths. */
export type ClubId = 'umitkoy' | 'cukurambar';

/** The policy pages of the public footer; also their paths. */
export type PolicyTopic = 'gizlilik' | 'guvenlik' | 'kvkk' | 'iade';

export interface ClubMediaProps {
  clubId: ClubId;
}

/**
 * The contract between the apps: every module a remote exposes, by its federated id, with the
 * props it takes. Hosts load them by id (see `federated`), so this map is the only place where
 * one app knows another's modules; the type check catches a mismatch without generated types.
 */
export interface FederatedModules {
  'remote_public/PublicLayout': ComponentType;
  'remote_public/HomePage': ComponentType;
  'remote_public/AboutPage': ComponentType;
  'remote_public/ContactPage': ComponentType;
  'remote_public/SchedulePage': ComponentType;
  'remote_public/ClubListPage': ComponentType;
  'remote_public/ClubPage': ComponentType<{ clubId: ClubId }>;
  'remote_public/MembershipPage': ComponentType;
  'remote_public/GroupClassesPage': ComponentType;
  'remote_public/PolicyPage': ComponentType<{ topic: PolicyTopic }>;
  'remote_admin/Login': ComponentType;
  'remote_admin/AdminLayout': ComponentType;
  'remote_admin/AdminHome': ComponentType;
  'remote_admin/Examples': ComponentType;
  'remote_admin/Messages': ComponentType;
  'remote_media/VideoPlayer': ComponentType<ClubMediaProps>;
  'remote_media/Gallery': ComponentType<ClubMediaProps>;
}

export type FederatedModuleId = keyof FederatedModules;
