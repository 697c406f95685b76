// The documentation site (`npm run docs` builds it into docs/.vitepress/dist, `npm run docs:dev` serves it): one
// sidebar per reader. tools/docs/check-links.mjs checks the links of these pages in `npm test`.
import { defineConfig } from 'vitepress';

const experimenter = [
  {
    text: 'For experimenters',
    items: [
      { text: 'Run a study', link: '/experimenter/' },
      { text: 'Stimuli', link: '/experimenter/stimuli' },
      { text: 'Volumetric stimuli (6DoF)', link: '/experimenter/volumetric-stimuli' },
      { text: 'Study settings', link: '/experimenter/study-settings' },
      { text: 'Your own media and texts', link: '/experimenter/study-media' },
      { text: 'Languages', link: '/experimenter/languages' },
      { text: 'Panels: Prolific, MTurk, SONA', link: '/experimenter/panels' },
      { text: 'Quality control', link: '/experimenter/quality-control' },
      { text: 'Analysis and exports', link: '/experimenter/analysis' },
      { text: 'Test methods', link: '/experimenter/test-methods' },
      { text: 'Privacy', link: '/experimenter/privacy' },
    ],
  },
];

const operator = [
  {
    text: 'For operators',
    items: [
      { text: 'Overview', link: '/operator/' },
      { text: 'Operations', link: '/operator/operations' },
      { text: 'Deploying each app', link: '/operator/deploy' },
      { text: 'Configuration', link: '/operator/configuration' },
      { text: 'Running on MySQL', link: '/operator/mysql' },
      { text: 'Limits and tokens', link: '/operator/security' },
      { text: 'Several API processes', link: '/operator/scaling' },
    ],
  },
];

const decisions = [
  ['API', 'api'],
  ['Admin API', 'admin-api'],
  ['Analysis', 'analysis'],
  ['Study settings', 'study-settings'],
  ['Panel entry', 'panel'],
  ['Playback and environment check', 'playback'],
  ['Quality control', 'quality'],
  ['Stimulus import', 'stimuli'],
  ['Participant journey', 'journey'],
  ['Participant app', 'participant-app'],
  ['Admin app', 'admin-app'],
  ['Shell and shared UI', 'frontend-shell'],
  ['Review fixes', 'review'],
].map(([text, page]) => ({ text, link: `/developer/decisions/${page}` }));

const developer = [
  {
    text: 'For developers',
    items: [
      { text: 'Overview', link: '/developer/' },
      { text: 'Run it, test it', link: '/developer/run-and-test' },
      { text: 'Architecture', link: '/developer/architecture' },
      { text: 'How to add …', link: '/developer/how-to' },
      { text: 'Benchmarks', link: '/benchmarks' },
    ],
  },
  { text: 'Decision logs', link: '/developer/decisions/', collapsed: true, items: decisions },
];

export default defineConfig({
  title: 'VVQ',
  description: 'Subjective quality studies of volumetric video (ITU-R BT.500)',
  // The pages also link the repository's own files (README.md, CONTRIBUTING.md, sources, docs/deploy samples),
  // which are not pages of the site, and the local servers of `npm start`; check-links.mjs resolves the files on disk.
  ignoreDeadLinks: [
    (url) => url.includes('../') || url.includes('/deploy/') || /^https?:\/\/localhost[:/]/.test(url),
  ],
  markdown: {
    // The pages are plain Markdown, also read on GitHub: a `<reason>` in prose is text, not a tag, and `{{ }}` in code
    // is a panel's placeholder, not a Vue expression.
    html: false,
    config(md) {
      const codeInline = md.renderer.rules.code_inline!;
      md.renderer.rules.code_inline = (...args) => codeInline(...args).replace(/^<code/, '<code v-pre');
    },
  },
  themeConfig: {
    nav: [
      { text: 'Start here', link: '/' },
      { text: 'Experimenters', link: '/experimenter/' },
      { text: 'Operators', link: '/operator/' },
      { text: 'Developers', link: '/developer/' },
    ],
    sidebar: {
      '/experimenter/': experimenter,
      '/operator/': operator,
      '/developer/': developer,
      '/benchmarks': developer,
    },
    search: { provider: 'local' },
    outline: [2, 3],
  },
});
