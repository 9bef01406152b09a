import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../src/lib/i18n';
import { translateMessage } from '../src/lib/spec-messages';

describe('translateMessage', () => {
  afterEach(() => changeLanguage('en'));

  it('keeps the spec text in English and translates it in the other languages', async () => {
    expect(translateMessage('Invalid Credentials')).toBe('Invalid Credentials');
    await changeLanguage('es');
    expect(translateMessage('Invalid Credentials')).toBe('Credenciales no válidas');
    expect(translateMessage('me.png file size is too big')).toBe('El archivo me.png es demasiado grande');
    expect(translateMessage('Something only the server knows')).toBe('Something only the server knows');
  });
});
