import { federationRemoteCss, stripCssPlaceholders } from '../federation-remote-css';

describe('stripCssPlaceholders', () => {
  it('replaces every quoting style of the placeholder with an empty list', () => {
    const code =
      'n={"./A":()=>(i(`__v__css__/app/src/exposed/a.tsx`,!1,`./A`)),"./B":()=>(i(\'__v__css__/app/b.tsx\',!1,"./B")),"./C":()=>(i("__v__css__c",!1,"./C"))}';
    expect(stripCssPlaceholders(code)).toBe(
      'n={"./A":()=>(i([],!1,`./A`)),"./B":()=>(i([],!1,"./B")),"./C":()=>(i([],!1,"./C"))}',
    );
  });

  it('leaves code without the placeholder alone', () => {
    expect(stripCssPlaceholders('i(["style.css"],!1,`./A`)')).toBe('i(["style.css"],!1,`./A`)');
  });
});

describe('federationRemoteCss', () => {
  it('rewrites the chunks that carry the placeholder after the federation plugin and leaves assets alone', () => {
    const plugin = federationRemoteCss();
    expect(plugin.enforce).toBe('post');
    const entry = { type: 'chunk', fileName: 'remoteEntry.js', code: 'i(`__v__css__x`,!1,`./A`)' };
    const other = { type: 'chunk', fileName: 'index.js', code: 'const a = 1;' };
    const css = { type: 'asset', fileName: 'style.css', source: '__v__css__' };
    const bundle = { 'remoteEntry.js': entry, 'index.js': other, 'style.css': css };
    // Only the bundle matters to this hook; a real build exercises the rest (see the e2e shell tests).
    const hook = plugin.generateBundle as unknown as (
      this: unknown,
      options: unknown,
      bundle: unknown,
    ) => void;
    hook.call({}, {}, bundle);
    expect(entry.code).toBe('i([],!1,`./A`)');
    expect(other.code).toBe('const a = 1;');
    expect(css.source).toBe('__v__css__');
  });
});
