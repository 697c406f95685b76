/// <reference types="vite/client" />

// The runtime API of @originjs/vite-plugin-federation's host build (see remotes/federation-remote-loader.ts).
declare module 'virtual:__federation__' {
  export interface FederationRemoteConfig {
    url: string | (() => Promise<string>);
    format: 'esm' | 'systemjs' | 'var';
    from: 'vite' | 'webpack';
  }
  export function __federation_method_setRemote(name: string, config: FederationRemoteConfig): void;
  export function __federation_method_getRemote(name: string, exposedModule: string): Promise<unknown>;
  export function __federation_method_unwrapDefault(module: unknown): unknown;
}
