// The alias of react-router's own entry (tooling/create-app-config.ts): the same module, same types.
declare module 'react-router-package' {
  export * from 'react-router';
}
