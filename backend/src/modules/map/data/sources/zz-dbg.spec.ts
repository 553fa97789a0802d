import { decodeCities } from './localities.source';
it('dbg', () => {
  const buf = new Uint8Array([0x29, 0x08, 0xe4, 0xfe, 0xf2, 0x02, 0x12, 0x09, ...Buffer.from('El Tarter'), 0x1a, 0x02, ...Buffer.from('AD')]);
  const b2 = new Uint8Array(buf.length); b2.set(buf); b2[0] = buf.length - 1;
  console.log(decodeCities(b2, 'AD'));
});
