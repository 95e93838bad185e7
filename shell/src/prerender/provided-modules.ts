import type { createInstance } from '@module-federation/enhanced/runtime';
import * as sportifRuntime from '@sportif/runtime';
import runtimePackage from '@sportif/runtime/package.json';
import * as react from 'react';
import * as jsxDevRuntime from 'react/jsx-dev-runtime';
import * as jsxRuntime from 'react/jsx-runtime';
import * as reactDom from 'react-dom';
import * as reactDomClient from 'react-dom/client';
import * as router from 'react-router-package';
import shellPackage from '../../package.json';

const {
  react: reactVersion,
  'react-dom': reactDomVersion,
  'react-router': routerVersion,
} = shellPackage.dependencies;

/**
 * What the renderer provides to the remotes' Node containers, under the share keys the shell
 * provides in the browser (tooling/federation-shared.ts; provided-modules.test.ts keeps the two
 * lists the same): one React, one router and one @sportif/runtime for the whole page, here too.
 * react-router-dom is react-router itself on the server (the build aliases both to one module).
 */
export function providedModules(): NonNullable<Parameters<typeof createInstance>[0]['shared']> {
  const singleton = (version: string, lib: object) => ({
    version,
    lib: () => lib,
    shareConfig: { singleton: true, requiredVersion: version },
  });
  return {
    react: singleton(reactVersion, react),
    'react/jsx-runtime': singleton(reactVersion, jsxRuntime),
    'react/jsx-dev-runtime': singleton(reactVersion, jsxDevRuntime),
    'react-dom': singleton(reactDomVersion, reactDom),
    'react-dom/client': singleton(reactDomVersion, reactDomClient),
    'react-router': singleton(routerVersion, router),
    'react-router-dom': singleton(routerVersion, router),
    '@sportif/runtime': singleton(runtimePackage.version, sportifRuntime),
  };
}
