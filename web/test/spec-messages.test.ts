import { describe, expect, it, afterEach } from 'vitest';
import { changeLanguage } from '../src/lib/i18n';
import { translateMessage, translateRef, translateShown } from '../src/lib/spec-messages';

describe('translating messages', () => {
  afterEach(() => changeLanguage('en'));

  it('translates by id, with its values, whatever English text came along', async () => {
    await changeLanguage('es');
    expect(translateRef({ id: 'usernameTaken' }, 'older wording')).toBe('Este usuario ya existe en esta nube');
    expect(translateRef({ id: 'fileTooBig', params: { file: 'me.png' } }, 'x')).toBe('El archivo me.png es demasiado grande');
    expect(translateShown({ message: 'Subscriber created successfully', message_id: 'subscriberCreated' })).toBe('Suscriptor creado correctamente');
    expect(translateShown({ message: 'Record Deleted', messageId: 'recordDeleted' })).toBe('Registro eliminado');
  });

  it("reads the values of an answer's message back from its English text (a message_id travels without them)", async () => {
    const answer = { message: 'Marked down: core1-tor. Domains whose devices are reprovisioned now: 2', message_id: 'coreMarkedDown' };
    expect(translateShown(answer)).toBe('Marked down: core1-tor. Domains whose devices are reprovisioned now: 2');
    await changeLanguage('fr');
    expect(translateShown(answer)).toBe('Marqué hors service : core1-tor. Domaines dont les appareils sont réapprovisionnés maintenant : 2');
  });

  it('falls back to the English text for an id it does not know', async () => {
    await changeLanguage('fr');
    expect(translateRef({ id: 'somethingNewer' as never }, 'A newer server message')).toBe('A newer server message');
    expect(translateShown({ message: 'A newer server message', message_id: 'somethingNewer' })).toBe('A newer server message');
    expect(translateMessage('Something only the server knows')).toBe('Something only the server knows');
  });

  it('reads the id of a schema message from the catalog (form checks run in the browser)', async () => {
    expect(translateMessage('Invalid Credentials')).toBe('Invalid Credentials');
    await changeLanguage('es');
    expect(translateMessage('Invalid Credentials')).toBe('Credenciales no válidas');
    expect(translateMessage('me.png file size is too big')).toBe('El archivo me.png es demasiado grande');
    expect(translateMessage('At most 64 characters')).toBe('Como máximo 64 caracteres');
  });
});
