import { canonicalEmail, sameAddress } from './canonical-email';

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

describe('whether an entry’s address is hers', () => {
  it('takes the address as typed, ignoring case and spaces around', () => {
    expect(sameAddress(' Jane@Corp.Example ', 'jane@corp.example')).toBe(true);
  });

  it('keeps a +tag apart: on some domains jane+1 and jane are two people', () => {
    expect(sameAddress('jane+1@corp.example', 'jane@corp.example')).toBe(false);
    expect(sameAddress('jane+1@gmail.com', 'jane@gmail.com')).toBe(false);
  });

  it('ignores only what Gmail guarantees: dots before the tag, and googlemail.com', () => {
    expect(sameAddress('j.ane@googlemail.com', 'jane@gmail.com')).toBe(true);
    expect(sameAddress('j.ane+draw@gmail.com', 'jane+draw@gmail.com')).toBe(true);
    expect(sameAddress('j.ane@corp.example', 'jane@corp.example')).toBe(false);
  });
});
