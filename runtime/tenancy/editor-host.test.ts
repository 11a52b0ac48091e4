import { describe, expect, it } from 'vitest';
import { editorAddressFromEnv, editorDoor, EditorHostSettingsError } from './editor-host';

const editor = { host: 'editor.localhost', sitesUrl: 'http://localhost:3000' };

describe('security: the editor on a host of its own (EDITOR_HOST)', () => {
  it('unset, every request passes as before', () => {
    expect(editorAddressFromEnv({})).toBeUndefined();
    expect(editorDoor('localhost:3000', '/editor', undefined)).toEqual({ kind: 'pass' });
  });

  it("the editor host serves the editor and marketers' sign-in, and sends / to the editor", () => {
    expect(editorDoor('editor.localhost:3000', '/editor', editor)).toEqual({ kind: 'editor' });
    expect(editorDoor('Editor.Localhost:3000', '/editor/sunshine-toyota', editor)).toEqual({ kind: 'editor' });
    expect(editorDoor('editor.localhost:3000', '/api/auth/sign-in/email', editor)).toEqual({ kind: 'editor' });
    expect(editorDoor('editor.localhost:3000', '/', editor)).toEqual({ kind: 'to-editor' });
  });

  it('the editor host serves no dealer page', () => {
    for (const path of ['/sites/sunshine-toyota', '/sites/sunshine-toyota/api/watchlist', '/cars/x', '/editorial']) {
      expect(editorDoor('editor.localhost', path, editor)).toMatchObject({ kind: 'not-here' });
    }
  });

  it("other hosts serve neither the editor nor marketers' sign-in", () => {
    for (const host of ['localhost:3000', 'sunshine-toyota.localhost:3000', 'harbour-city-motors.example.com']) {
      expect(editorDoor(host, '/editor', editor)).toEqual({ kind: 'not-here', message: 'The editor is not at this address.' });
      expect(editorDoor(host, '/editor/api/sites', editor)).toMatchObject({ kind: 'not-here' });
      expect(editorDoor(host, '/api/auth/sign-in/email', editor)).toMatchObject({ kind: 'not-here' });
      expect(editorDoor(host, '/sites/sunshine-toyota', editor)).toEqual({ kind: 'pass' });
    }
  });

  it('EDITOR_HOST needs SITES_URL on another host, and says so', () => {
    expect(editorAddressFromEnv({ EDITOR_HOST: 'editor.localhost:3000', SITES_URL: 'http://localhost:3000/' })).toEqual(editor);
    expect(() => editorAddressFromEnv({ EDITOR_HOST: 'editor.localhost' })).toThrow(EditorHostSettingsError);
    expect(() => editorAddressFromEnv({ EDITOR_HOST: 'editor.localhost', SITES_URL: 'javascript:alert(1)' })).toThrow('is not an http(s) address');
    expect(() => editorAddressFromEnv({ EDITOR_HOST: 'editor.localhost', SITES_URL: 'http://editor.localhost:3000' })).toThrow('another host');
  });
});
