import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import {
  canProduce,
  classVocabulary,
  frontEndSourceFiles,
  productVocabulary,
  purgeCss,
  reactBootstrapEsm,
  reactBootstrapFiles,
  requiredNames,
} from '../used-css';

const root = resolve(__dirname, '../../..');
const bootstrapCss = readFileSync(join(root, 'node_modules/bootstrap/dist/css/bootstrap.css'), 'utf8');

/** Every class a stylesheet names (in selectors, outside strings and `url(…)`). */
function classesOf(css: string): Set<string> {
  const selectors = css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\{[^{}]*\}/g, '{}')
    .replace(/url\([^)]*\)|"[^"]*"|'[^']*'/g, '');
  return new Set([...selectors.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((m) => m[1]));
}

describe('requiredNames', () => {
  it.each([
    ['.btn-check:checked+.btn', ['btn-check', 'btn']],
    ['.input-group:not(.has-validation)>:not(:last-child)', ['input-group']],
    ['.form-control[type=file]:not(:disabled):not([readonly])', ['form-control']],
    ['a:not([href]):not([class])', []],
    ['.tooltip .tooltip-arrow::before', ['tooltip', 'tooltip-arrow']],
    ['[data-bs-theme="dark"] .btn-close', ['data-bs-theme', 'btn-close']],
    ['.bs-tooltip-auto[data-popper-placement^=top] .tooltip-arrow', ['bs-tooltip-auto', 'tooltip-arrow']],
  ])('%s → %j', (selector, expected) => {
    expect(requiredNames(selector)).toEqual(expected);
  });
});

describe('canProduce', () => {
  const vocabulary = classVocabulary([
    "const prefix = useBootstrapPrefix(bsPrefix, 'btn'); classNames(variant && `${prefix}-${variant}`)",
    'className: classNames(bsPrefix, `bs-tooltip-${placement}`) // top bottom start end',
    '<Button variant="outline-secondary" /> <Col md={6} /> <p className="mb-3 text-muted" />',
  ]);

  it.each(['btn-outline-secondary', 'bs-tooltip-top', 'mb-3', 'text-muted', 'btn-secondary'])(
    'keeps %s',
    (name) => expect(canProduce(vocabulary, name)).toBe(true),
  );
  it.each(['btn-outline-danger', 'carousel', 'mb-4', 'text-danger', 'col-md-6', 'bs-popover-top'])(
    'drops %s',
    (name) => expect(canProduce(vocabulary, name)).toBe(false),
  );
});

describe('purgeCss', () => {
  it('drops rules of unproduced classes, empty at-rules and unused keyframes, keeps reboot and :not() rules', () => {
    const css = [
      ':root{--bs-blue:#0d6efd}',
      'body{margin:0}',
      '.a,.b{color:red}',
      '.a:not(.c){color:blue}',
      '@media (min-width:576px){.b{color:green}}',
      '@keyframes spin{to{transform:rotate(1turn)}}',
      '@keyframes wave{to{opacity:.2}}',
      '.a{animation:1s spin infinite}',
      '.b{animation:wave 2s}',
    ].join('');
    const out = purgeCss(css, (name) => name === 'a');
    expect(out).toBe(
      ':root{--bs-blue:#0d6efd}body{margin:0}.a{color:red}.a:not(.c){color:blue}' +
        '@keyframes spin{to{transform:rotate(1turn)}}.a{animation:1s spin infinite}',
    );
  });
});

describe("the product's shipped CSS", () => {
  const vocabulary = productVocabulary(root);
  const keep = (name: string) => canProduce(vocabulary, name);
  const shipped = classesOf(purgeCss(bootstrapCss, keep));
  const bootstrapClasses = classesOf(bootstrapCss);

  it('reads the sources of all three apps and libs/ui, without tests', () => {
    const files = frontEndSourceFiles(root).map((file) => file.slice(root.length + 1));
    for (const dir of ['shell/src/', 'participant-app/src/', 'admin-app/src/', 'libs/ui/src/'])
      expect(files.some((file) => file.startsWith(dir))).toBe(true);
    expect(files.filter((file) => /__tests__|\.test\./.test(file))).toEqual([]);
  });

  it('follows the react-bootstrap components the apps import, and their own imports', () => {
    const sources = frontEndSourceFiles(root).map((file) => readFileSync(file, 'utf8'));
    const names = reactBootstrapFiles(sources, reactBootstrapEsm(root)).map((file) =>
      file.replace(/^.*[\\/]/, '').replace(/\.js$/, ''),
    );
    // Components named in the apps, and modules they pull in (Modal → ModalDialog, Fade; Tooltip's overlay helpers).
    for (const name of [
      'Modal',
      'ModalDialog',
      'Fade',
      'Accordion',
      'Collapse',
      'Navbar',
      'Tooltip',
      'ProgressBar',
    ])
      expect(names).toContain(name);
    expect(names).not.toContain('Carousel');
  });

  // Classes react-bootstrap sets at run time on what the apps render (modal with backdrop, collapse transitions, the
  // tooltip's placement from popper, form validation, the navbar's toggler), and classes of the apps' own markup.
  it.each([
    'modal',
    'modal-dialog',
    'modal-dialog-centered',
    'modal-backdrop',
    'modal-open',
    'fade',
    'show',
    'collapse',
    'collapsing',
    'accordion-button',
    'collapsed',
    'navbar-expand-lg',
    'navbar-collapse',
    'navbar-toggler',
    'navbar-dark',
    'bg-dark',
    'tooltip',
    'tooltip-inner',
    'tooltip-arrow',
    'bs-tooltip-top',
    'bs-tooltip-bottom',
    'bs-tooltip-auto',
    'is-invalid',
    'invalid-feedback',
    'form-range',
    'progress',
    'progress-bar',
    'btn-primary',
    'btn-outline-secondary',
    'btn-success',
    'btn-danger',
    'spinner-border',
    'visually-hidden',
    'vvq-area-unavailable',
  ])('keeps %s', (name) => {
    if (bootstrapClasses.has(name)) expect(shipped.has(name)).toBe(true);
    else expect(keep(name)).toBe(true);
  });

  it('keeps every literal class of the apps’ markup that Bootstrap defines', () => {
    const literal = new Set<string>();
    for (const file of frontEndSourceFiles(root)) {
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(/className=(?:"([^"]*)"|'([^']*)'|\{[^}]*?['"`]([^'"`]*)['"`])/g))
        for (const name of (match[1] ?? match[2] ?? match[3]).split(/\s+/)) if (name) literal.add(name);
    }
    expect(literal.size).toBeGreaterThan(50);
    const missing = [...literal].filter((name) => bootstrapClasses.has(name) && !shipped.has(name));
    expect(missing).toEqual([]);
  });

  it('leaves out the Bootstrap components nothing uses', () => {
    for (const name of [
      'carousel',
      'offcanvas',
      'toast',
      'breadcrumb',
      'dropdown-menu',
      'list-group',
      'form-floating',
    ])
      expect(shipped.has(name)).toBe(false);
    expect(shipped.size).toBeLessThan(bootstrapClasses.size / 2);
  });
});
