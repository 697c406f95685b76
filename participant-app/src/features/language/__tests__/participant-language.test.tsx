import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { currentLanguage, switchLanguage } from '../../../i18n';
import { mockApi } from '../../../testing/mock-api';
import { loginAs, renderApp } from '../../../testing/render-app';
import { forgetOfferedLanguages } from '../api/language-api';
import { lockLanguage } from '../utils/language-preferences';

const SETTINGS = 'GET /study-settings';
const offering = (offered_languages: string) => ({ [SETTINGS]: { body: { offered_languages } } });

beforeEach(() => {
  sessionStorage.clear();
  forgetOfferedLanguages();
});
afterEach(async () => {
  await act(() => switchLanguage('en'));
});

describe('the participant language', () => {
  it('stays English without a request for a visitor whose browser prefers English (the spec’s journey)', async () => {
    const api = mockApi({});
    renderApp({ path: '/login', withTopBar: true });
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
    expect(document.documentElement.lang).not.toBe('de');
  });

  it('follows lang= on any link when the study offers it, and keeps it for the tab', async () => {
    mockApi(offering('en,de,fr'));
    renderApp({ path: '/login', search: '?lang=de', withTopBar: true });
    expect(await screen.findByRole('heading', { name: 'Anmelden' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('de');
    expect(document.documentElement.dir).toBe('ltr');
    expect(sessionStorage.getItem('vvq_language')).toBe('de');
  });

  it('ignores lang= for a language the study does not offer: the browser’s, else the first offered one', async () => {
    mockApi(offering('fr,es'));
    renderApp({ path: '/login', search: '?lang=de' });
    expect(await screen.findByRole('heading', { name: 'Connexion' })).toBeInTheDocument();
  });

  it('reads a language the lab uploaded, fetched only when a participant reads it', async () => {
    const api = mockApi({
      ...offering('en,it'),
      'GET /languages': { body: [{ code: 'it', name: 'Italiano', dir: 'ltr' }] },
      'GET /languages/it': {
        body: { code: 'it', name: 'Italiano', dir: 'ltr', entries: { 'login.title': 'Accesso' } },
      },
    });
    renderApp({ path: '/login', search: '?lang=it', withTopBar: true });
    expect(await screen.findByRole('heading', { name: 'Accesso' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('it');
    // A key the uploaded catalogue lacks reads English.
    expect(screen.getByRole('link', { name: 'Sign Up' })).toBeInTheDocument();
    expect(api.callsTo('GET /languages/it')).toHaveLength(1);
  });

  it('lays an uploaded language out the way the lab said, and lets it fix a shipped one’s keys', async () => {
    mockApi({
      ...offering('en,de,fa'),
      'GET /languages': {
        body: [
          { code: 'de', name: 'Deutsch', dir: 'ltr' },
          { code: 'fa', name: 'فارسی', dir: 'rtl' },
        ],
      },
      'GET /languages/de': {
        body: { code: 'de', name: 'Deutsch', dir: 'ltr', entries: { 'login.title': 'Einloggen' } },
      },
      'GET /languages/fa': {
        body: { code: 'fa', name: 'فارسی', dir: 'rtl', entries: { 'login.title': 'ورود' } },
      },
    });
    renderApp({ path: '/login', search: '?lang=de' });
    expect(await screen.findByRole('heading', { name: 'Einloggen' })).toBeInTheDocument();
    // The shipped German fills in the keys the fix leaves out.
    expect(screen.getByRole('link', { name: 'Registrieren' })).toBeInTheDocument();
    await act(() => switchLanguage('fa'));
    expect(await screen.findByRole('heading', { name: 'ورود' })).toBeInTheDocument();
    expect(document.documentElement.dir).toBe('rtl');
  });

  it('lays Arabic out right to left', async () => {
    mockApi(offering('en,ar'));
    renderApp({ path: '/login', search: '?lang=ar' });
    expect(await screen.findByRole('heading', { name: 'تسجيل الدخول' })).toBeInTheDocument();
    expect(document.documentElement.dir).toBe('rtl');
    // A key the partial catalogue lacks falls back to English.
    expect(screen.getByRole('link', { name: 'إنشاء حساب' })).toBeInTheDocument();
  });

  it('stores the choice for a logged-in participant and locks the switcher after a 409', async () => {
    loginAs(7, 'ada', 'tok-7');
    const api = mockApi({
      ...offering('en,de,fr'),
      'PUT /participants/7/language': [{ body: { language: 'de' } }, { status: 409, body: { message: 'x' } }],
    });
    renderApp({ path: '/contact', search: '?lang=de', withTopBar: true });
    await waitFor(() => expect(api.callsTo('PUT /participants/7/language')).toHaveLength(1));
    expect(api.callsTo('PUT /participants/7/language')[0].body).toEqual({ language: 'de' });
    expect(api.callsTo('PUT /participants/7/language')[0].headers.Authorization).toBe('Bearer tok-7');

    const menu = await screen.findByRole('combobox', { name: 'Sprache' });
    fireEvent.focus(menu);
    fireEvent.change(menu, { target: { value: 'fr' } });
    await waitFor(() => expect(api.callsTo('PUT /participants/7/language')).toHaveLength(2));
    // Refused: back to German, and the menu gives way to the language's name.
    await waitFor(() => expect(currentLanguage()).toBe('de'));
    expect(await screen.findByText('Deutsch')).toBeInTheDocument();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  });
});

describe('the language menu', () => {
  it('gives way to the language’s name as soon as the first rating locks it', async () => {
    loginAs(7, 'ada', 'tok-7');
    mockApi({});
    renderApp({ path: '/contact', withTopBar: true });
    expect(screen.getByRole('combobox', { name: 'Language' })).toBeInTheDocument();
    act(() => lockLanguage());
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.getByText('English')).toHaveAttribute('lang', 'en');
  });
});
