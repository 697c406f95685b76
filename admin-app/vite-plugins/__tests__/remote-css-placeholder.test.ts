import { stripCssPlaceholders } from '../remote-css-placeholder';

describe('stripCssPlaceholders', () => {
  it('replaces every quoting style of the placeholder with an empty list', () => {
    const code =
      'n={"./A":()=>(i(`__v__css__/app/src/exposed/a.tsx`,!1,`./A`)),"./B":()=>(i(\'__v__css__/app/b.tsx\',!1,"./B"))}';
    expect(stripCssPlaceholders(code)).toBe('n={"./A":()=>(i([],!1,`./A`)),"./B":()=>(i([],!1,"./B"))}');
  });

  it('leaves code without the placeholder alone', () => {
    expect(stripCssPlaceholders('i(["style.css"],!1,`./A`)')).toBe('i(["style.css"],!1,`./A`)');
  });
});
