/** Dev server ports (tooling/README.md). Production serves everything from one origin instead. */
export const devPorts = {
  shell: 3000,
  remotePublic: 3001,
  remoteAdmin: 3002,
  remoteMedia: 3003,
} as const;

export const devApiPort = 4000;
