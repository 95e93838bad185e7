import type { Compiler, RspackPluginInstance } from '@rspack/core';

/** Writes `value` as a JSON file into the build's output, next to the app's own files. */
export class EmitJsonAssetPlugin implements RspackPluginInstance {
  constructor(
    private readonly fileName: string,
    private readonly value: () => unknown,
  ) {}

  apply(compiler: Compiler): void {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap(EmitJsonAssetPlugin.name, (compilation) => {
      compilation.hooks.processAssets.tap(
        {
          name: EmitJsonAssetPlugin.name,
          stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL,
        },
        () =>
          compilation.emitAsset(this.fileName, new RawSource(`${JSON.stringify(this.value(), null, 2)}\n`)),
      );
    });
  }
}
