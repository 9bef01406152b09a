import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { routes } from '../src/app/router';
import { changeLanguage, i18next } from '../src/lib/i18n';
import { renderRoutes } from './support/render';

/** The sign-in page, the first-load loader, page titles, the API's messages and the sidebar labels. */
const SIGN_IN_NAMESPACES = ['auth', 'common', 'messages', 'nav', 'shell'];

type Store = Record<string, Record<string, Record<string, unknown>>>;
const storeData = () => i18next.store.data as unknown as Store;
let loadedByTheSetup: Store = {};

/** As on a first visit: the texts of other screens have not been asked for yet. */
function forgetOtherScreensTexts() {
  for (const [language, namespaces] of Object.entries(storeData())) {
    for (const namespace of Object.keys(namespaces)) if (!SIGN_IN_NAMESPACES.includes(namespace)) i18next.removeResourceBundle(language, namespace);
  }
}

/** The module afresh, on an i18next instance of its own, as on a first visit. */
async function onFirstVisit(check: (fresh: typeof i18next, module: typeof import('../src/lib/i18n')) => Promise<void>) {
  const fresh = (await vi.importActual<typeof import('i18next')>('i18next')).default.createInstance();
  vi.resetModules();
  vi.doMock('i18next', () => ({ default: fresh }));
  try {
    await check(fresh, await import('../src/lib/i18n'));
  } finally {
    vi.doUnmock('i18next');
    vi.resetModules();
  }
}

beforeEach(() => {
  loadedByTheSetup = structuredClone(storeData());
});

afterEach(async () => {
  await changeLanguage('en');
  for (const [language, namespaces] of Object.entries(loadedByTheSetup)) {
    for (const [namespace, texts] of Object.entries(namespaces)) i18next.addResourceBundle(language, namespace, texts, true, true);
  }
});

describe('the console texts', () => {
  it('ship with the app for the sign-in screen only; the others load when a screen asks', async () => {
    await onFirstVisit(async (fresh, firstVisit) => {
      const loaded = () => Object.keys(fresh.store.data.en ?? {}).sort();
      expect(loaded()).toEqual(SIGN_IN_NAMESPACES);
      await firstVisit.loadNamespaces(['users']);
      expect(loaded()).toEqual([...SIGN_IN_NAMESPACES, 'users'].sort());
      expect(fresh.t('title', { ns: 'users' })).toBe('Users');
    });
  });

  it('ship the sidebar labels of every language with the app, as a namespace nobody loads', async () => {
    await onFirstVisit(async (fresh, firstVisit) => {
      expect(fresh.getResource('en', 'nav', 'dashboard')).toBe('Dashboard');
      expect(fresh.getResource('fr', 'nav', 'systemLogs')).toBe('Journaux système');
      expect(fresh.hasResourceBundle('fr', 'shell')).toBe(false);
      expect(firstVisit.ALL_NAMESPACES).not.toContain('nav');
      // systemLogs has a label (nav/systemLogs.json) but no namespace: its texts are logs'.
      expect(firstVisit.ALL_NAMESPACES).not.toContain('systemLogs');
      await firstVisit.changeLanguage('pt');
      expect(fresh.t('releaseNotes', { ns: 'nav' })).toBe('Notas de versão');
    });
  });

  it('of the sign-in screen are in the stored language before the first render, without the other screens\'', async () => {
    localStorage.setItem('language', 'es');
    await onFirstVisit(async (fresh, firstVisit) => {
      await firstVisit.i18nReady;
      expect(fresh.language).toBe('es');
      expect(fresh.t('login.title', { ns: 'auth' })).toBe('Iniciar sesión');
      expect(fresh.hasResourceBundle('es', 'users')).toBe(false);
    });
  });

  it("of a screen opened later load with its route, in the person's language", async () => {
    await changeLanguage('fr');
    forgetOtherScreensTexts();
    renderRoutes(routes, '/pages/errors/error404');
    expect(await screen.findByText("La page que vous cherchez n'est pas disponible, n'existe pas ou a été déplacée.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: "Retour à la page d'accueil" })).toBeInTheDocument();
  });

  it('of a screen opened while a newly chosen language loads come in that language', async () => {
    await onFirstVisit(async (fresh, firstVisit) => {
      await Promise.all([firstVisit.changeLanguage('fr'), firstVisit.loadNamespaces(['errors'])]);
      expect(fresh.t('backHome', { ns: 'errors' })).toBe("Retour à la page d'accueil");
    });
  });

  it('of the screens shown so far load in a newly chosen language before it shows', async () => {
    forgetOtherScreensTexts();
    renderRoutes(routes, '/pages/errors/error404');
    expect(await screen.findByRole('link', { name: 'Back to home page' })).toBeInTheDocument();
    await changeLanguage('pt');
    expect(i18next.t('backHome', { ns: 'errors' })).toBe(i18next.getResource('pt', 'errors', 'backHome'));
    expect(await screen.findByRole('link', { name: /^Voltar/ })).toBeInTheDocument();
  });
});
