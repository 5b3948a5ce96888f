import { canonicalEmail } from './canonical-email';

describe('the address an entry is keyed on', () => {
  it('drops a +tag at any domain, and ignores case and spaces around', () => {
    expect(canonicalEmail(' Jane+Draw@Example.co.uk ')).toBe('jane@example.co.uk');
    expect(canonicalEmail('jane+one+two@example.com')).toBe('jane@example.com');
  });

  it('drops dots in a Gmail address, and takes googlemail.com as gmail.com', () => {
    expect(canonicalEmail('J.Ane@gmail.com')).toBe('jane@gmail.com');
    expect(canonicalEmail('j.a.n.e+2@googlemail.com')).toBe('jane@gmail.com');
  });

  it('keeps dots elsewhere, where j.ane and jane may be two people', () => {
    expect(canonicalEmail('j.ane@example.com')).toBe('j.ane@example.com');
    expect(canonicalEmail('j.ane@gmail.com.example.org')).toBe('j.ane@gmail.com.example.org');
  });

  it('keeps a local part that is nothing but a tag or dots whole', () => {
    expect(canonicalEmail('+draw@example.com')).toBe('+draw@example.com');
    expect(canonicalEmail('...@gmail.com')).toBe('...@gmail.com');
  });
});
