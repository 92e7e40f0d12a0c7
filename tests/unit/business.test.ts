import { describe, expect, it } from 'vitest';
import { resolveBusiness } from '../../src/business.ts';
import { client } from '../../src/content/client.ts';

describe("the business's details: the operator's file over the built-in stand-ins", () => {
  it('keeps the stand-ins for what the file leaves out', () => {
    expect(resolveBusiness({})).toEqual({ ...client, videos: { project: undefined, story: undefined } });
  });

  it('dials a phone number as its digits and chats on WhatsApp by its international number', () => {
    const business = resolveBusiness({ contact: { phone: '020 2612 3456', whatsapp: '+91 98220-12345' } });
    expect(business.phone).toEqual({ display: '020 2612 3456', tel: '02026123456' });
    expect(business.whatsapp).toEqual({
      display: '+91 98220-12345',
      number: '919822012345',
      url: 'https://wa.me/919822012345',
    });
    expect(business.email).toBe(client.email);
  });

  it('lists only the networks the file gives, in a fixed order, under their names; none for an empty list', () => {
    const business = resolveBusiness({
      social: { x: 'https://x.com/farm', facebook: 'https://www.facebook.com/farm' },
    });
    expect(business.social).toEqual([
      { network: 'facebook', label: 'Facebook', url: 'https://www.facebook.com/farm' },
      { network: 'x', label: 'X (Twitter)', url: 'https://x.com/farm' },
    ]);
    expect(resolveBusiness({ social: {} }).social).toEqual([]);
  });

  it("shows the address in the page's language when the file gives both, else as written", () => {
    const lines = { en: ['14 Shivajinagar', 'Pune'], mr: ['14 शिवाजीनगर', 'पुणे'] };
    expect(resolveBusiness({ contact: { address: lines } }).address.lines).toEqual(lines.en);
    expect(resolveBusiness({ contact: { address: ['Plot 7', 'Bhor'] } }).address).toMatchObject({
      lines: ['Plot 7', 'Bhor'],
      locality: client.address.locality,
    });
  });
});
