import { describe, expect, it } from 'vitest';
import { linkReach, linkReachWarning } from './link-reach';

describe('linkReach: who can open a link, by its address', () => {
  it.each([
    'http://localhost:3000/r/abc',
    'http://LOCALHOST./r/abc',
    'http://cuadre.localhost/r/abc',
    'http://127.0.0.1:3000/r/abc',
    'http://127.1/r/abc',
    'http://0.0.0.0:3000/r/abc',
    'http://[::1]:3000/r/abc',
    'http://[::ffff:127.0.0.1]/r/abc',
  ])('%s opens only on the machine that runs Cuadre', (url) => {
    expect(linkReach(url)).toBe('this-device');
  });

  it.each([
    'http://192.168.1.20:3000/r/abc',
    'http://10.0.0.5/r/abc',
    'http://172.16.4.1/r/abc',
    'http://172.31.255.255/r/abc',
    'http://169.254.10.10/r/abc',
    'http://[fd12:3456::1]/r/abc',
    'http://[fe80::1]/r/abc',
    'http://caja.local:3000/r/abc',
    'http://servidor:3000/r/abc',
  ])('%s opens only on the shop’s network', (url) => {
    expect(linkReach(url)).toBe('local-network');
  });

  it.each([
    'https://cuadre.example.com/r/abc',
    'http://203.0.113.7/r/abc',
    'http://172.32.0.1/r/abc',
    'http://[2001:db8::1]/r/abc',
    'no es un enlace',
  ])('%s is public (nothing to warn about)', (url) => {
    expect(linkReach(url)).toBe('public');
  });
});

describe('linkReachWarning', () => {
  it('tells the seller, in Spanish, why a local link will not open on the customer’s phone', () => {
    expect(linkReachWarning('http://localhost:3000/r/abc')).toBe(
      'Este enlace usa una dirección local (localhost:3000): solo abre en este equipo, no en el teléfono de tu ' +
        'cliente. Pide al administrador que configure la dirección pública de Cuadre (APP_URL).',
    );
    expect(linkReachWarning('http://192.168.1.20:3000/r/abc')).toContain(
      'dirección de la red del negocio (192.168.1.20:3000): no abrirá en el teléfono de tu cliente fuera de esa red',
    );
    expect(linkReachWarning('https://cuadre.example.com/r/abc')).toBeNull();
  });
});
