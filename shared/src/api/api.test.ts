import { changeLocale } from '@nyaya/shared/i18n';
import { bookingModeLabel, bookingModeLabels } from './bookings';
import { callApi, newIdempotencyKey } from './client';
import { ContactSchema, contactMessages, formatMobile, normaliseMobile } from './contact';
import { CreateOrderRequestSchema, IdempotencyKeySchema, OrderListSchema } from './orders';
import { testPaymentProvider } from './payment';

describe('contact', () => {
  it.each([
    ['9876543210', '9876543210'],
    ['+91 98765 43210', '9876543210'],
    ['098765-43210', '9876543210'],
    ['919876543210', '9876543210'],
  ])('reads %s as %s', (typed, mobile) => {
    expect(normaliseMobile(typed)).toBe(mobile);
    expect(ContactSchema.parse({ name: 'Asha', mobile: typed }).mobile).toBe(mobile);
  });

  it.each(['987654321', '5876543210', '98765432100', 'abcdefghij', '+1 415 555 0100', ''])('refuses the mobile %j', (mobile) => {
    const result = ContactSchema.safeParse({ name: 'Asha', mobile });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Enter a 10-digit Indian mobile number starting with 6, 7, 8 or 9.');
  });

  it('refuses a name of invisible characters and strips bidirectional controls', () => {
    expect(ContactSchema.safeParse({ name: '\u200b\u202e', mobile: '9876543210' }).success).toBe(false);
    expect(ContactSchema.safeParse({ name: '\u200b\u200c\u200d\u2060\ufeff \u061c', mobile: '9876543210' }).error?.issues[0]?.message).toBe('Enter your name.');
    expect(ContactSchema.parse({ name: 'A\u202esha', mobile: '9876543210' }).name).toBe('Asha');
    expect(ContactSchema.parse({ name: '\u2066Asha\u2069 \u061cRao\u200e', mobile: '98765\u200b43210', email: 'asha\u200b@example.in' })).toEqual({
      name: 'Asha Rao',
      mobile: '9876543210',
      email: 'asha@example.in',
    });
  });

  it('keeps a name to 100 characters, not counting invisible ones', () => {
    expect(ContactSchema.safeParse({ name: 'a'.repeat(101), mobile: '9876543210' }).error?.issues[0]?.message).toBe('Keep the name under 100 characters.');
    expect(ContactSchema.safeParse({ name: `${'a'.repeat(100)}\u202e`, mobile: '9876543210' }).success).toBe(true);
  });

  it('takes an optional email, lower-cased, and refuses a malformed one', () => {
    expect(ContactSchema.parse({ name: 'Asha', mobile: '9876543210', email: ' Asha@Example.IN ' }).email).toBe('asha@example.in');
    expect(ContactSchema.parse({ name: 'Asha', mobile: '9876543210', email: '' }).email).toBe('');
    expect(ContactSchema.safeParse({ name: 'Asha', mobile: '9876543210', email: 'asha@' }).success).toBe(false);
  });

  it('shows a mobile as +91 and two groups of five', () => {
    expect(formatMobile('9876543210')).toBe('+91 98765 43210');
  });
});

describe('CreateOrderRequestSchema', () => {
  const valid = {
    serviceId: 'rental-agreement',
    offerId: 'rental-agreement-1',
    contact: { name: 'Asha', mobile: '9876543210' },
    payment: { provider: 'test', amountPaise: 114_282 },
  };

  it('accepts an order and takes no price from the browser', () => {
    expect(CreateOrderRequestSchema.safeParse(valid).success).toBe(true);
    expect(CreateOrderRequestSchema.safeParse({ ...valid, price: 1 }).success).toBe(false);
  });

  it('takes the amount agreed to, never a claim that it was paid', () => {
    const claims = CreateOrderRequestSchema.safeParse({ ...valid, payment: { provider: 'test', reference: 'test_abcdefgh' } });
    expect(claims.error?.issues.map((issue) => issue.path.join('.')).sort()).toEqual(['payment', 'payment.amountPaise']);
    expect(CreateOrderRequestSchema.safeParse({ ...valid, payment: { provider: 'test', amountPaise: 10.5 } }).success).toBe(false);
    expect(CreateOrderRequestSchema.safeParse({ ...valid, payment: { provider: 'test', amountPaise: -1 } }).success).toBe(false);
  });

  it('takes an Indian state or union territory, nothing else', () => {
    expect(CreateOrderRequestSchema.safeParse({ ...valid, state: 'Goa' }).success).toBe(true);
    for (const state of ['Atlantis', 'Delhi\u0000', '', 'delhi']) expect(CreateOrderRequestSchema.safeParse({ ...valid, state }).success).toBe(false);
  });

  it('cleans the contact the same way for the API', () => {
    const parsed = CreateOrderRequestSchema.parse({ ...valid, contact: { name: 'Asha\u202e Rao', mobile: '9876543210' } });
    expect(parsed.contact.name).toBe('Asha Rao');
    expect(CreateOrderRequestSchema.safeParse({ ...valid, contact: { name: '\u200b', mobile: '9876543210' } }).error?.issues[0]?.path).toEqual([
      'contact',
      'name',
    ]);
  });

  it('refuses a budget of 1e308 and hostile ids, naming the field', () => {
    const result = CreateOrderRequestSchema.safeParse({ ...valid, offerId: '<script>', autoAssign: { budget: 1e308 } });
    expect(result.error?.issues.map((issue) => issue.path.join('.')).sort()).toEqual(['autoAssign.budget', 'offerId']);
  });
});

describe('testPaymentProvider', () => {
  it('says which provider and the amount in paise; the server runs the payment and makes the reference', async () => {
    await expect(testPaymentProvider.pay({ amount: 1142.82, idempotencyKey: 'k'.repeat(20), description: 'x' })).resolves.toEqual({
      status: 'ready',
      provider: 'test',
      amountPaise: 114_282,
      reference: '',
    });
  });
});

describe('callApi', () => {
  const respond = (status: number, body: unknown) => (async () => new Response(JSON.stringify(body), { status })) as unknown as typeof fetch;

  it('checks the body against the schema', async () => {
    expect(await callApi({ path: '/x', schema: OrderListSchema, fetchImpl: respond(200, { orders: [] }) })).toEqual({
      kind: 'ok',
      status: 200,
      data: { orders: [] },
    });
    expect((await callApi({ path: '/x', schema: OrderListSchema, fetchImpl: respond(200, { orders: 'no' }) })).kind).toBe('problem');
  });

  it('passes problems on and treats a down API as unreachable', async () => {
    const problem = { type: 'about:blank', title: 'Slot taken', status: 409 };
    expect(await callApi({ path: '/x', schema: OrderListSchema, fetchImpl: respond(409, problem) })).toEqual({ kind: 'problem', status: 409, problem });
    expect(await callApi({ path: '/x', schema: OrderListSchema, fetchImpl: respond(503, {}) })).toEqual({ kind: 'unreachable', reason: 'network' });
    const failing = (async () => {
      throw new TypeError('offline');
    }) as unknown as typeof fetch;
    expect(await callApi({ path: '/x', schema: OrderListSchema, fetchImpl: failing })).toEqual({ kind: 'unreachable', reason: 'network' });
  });

  it('gives up after the timeout', async () => {
    const hanging = ((_: string, init: RequestInit) =>
      new Promise((_, reject) => init.signal?.addEventListener('abort', () => reject(new Error('aborted'))))) as unknown as typeof fetch;
    expect(await callApi({ path: '/x', schema: OrderListSchema, fetchImpl: hanging, timeoutMs: 20 })).toEqual({ kind: 'unreachable', reason: 'timeout' });
  });

  it('makes URL-safe keys that pass the header schema', async () => {
    const key = newIdempotencyKey();
    expect(key).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(IdempotencyKeySchema.safeParse(key).success).toBe(true);
    expect(newIdempotencyKey()).not.toBe(key);
  });
});

describe('what a user reads, in Hindi', () => {
  beforeEach(() => changeLocale('hi'));
  afterEach(() => changeLocale('en'));

  it('contact messages follow the page’s language when a value is refused', async () => {
    expect(ContactSchema.safeParse({ name: ' ', mobile: '9876543210' }).error?.issues[0]?.message).toBe('अपना नाम डालें।');
    expect(ContactSchema.safeParse({ name: 'a'.repeat(101), mobile: '9876543210' }).error?.issues[0]?.message).toBe('नाम 100 अक्षरों से छोटा रखें।');
    expect(ContactSchema.safeParse({ name: 'Asha', mobile: '12345' }).error?.issues[0]?.message).toBe(
      '6, 7, 8 या 9 से शुरू होने वाला 10 अंकों का भारतीय मोबाइल नंबर डालें।',
    );
    expect(ContactSchema.safeParse({ name: 'Asha', mobile: '9876543210', email: 'asha@' }).error?.issues[0]?.message).toBe(
      'सही ईमेल पता डालें, या इसे खाली छोड़ दें।',
    );
    expect(contactMessages.name).toBe('अपना नाम डालें।');
    await changeLocale('en');
    expect(ContactSchema.safeParse({ name: ' ', mobile: '9876543210' }).error?.issues[0]?.message).toBe('Enter your name.');
  });

  it('booking modes, the payment notice and problems the screens show', async () => {
    expect(bookingModeLabel('call')).toBe('वॉइस कॉल');
    expect(bookingModeLabel('video')).toBe('वीडियो कॉल');
    expect(bookingModeLabels.call).toBe('Voice Call'); // compared with the experts' data: stays English
    expect(testPaymentProvider.notice).toBe('टेस्ट मोड: कोई पैसा नहीं कटेगा');
    const respond = (status: number, body: unknown) => (async () => new Response(JSON.stringify(body), { status })) as unknown as typeof fetch;
    const failed = await callApi({ path: '/x', schema: OrderListSchema, fetchImpl: respond(500, 'oops') });
    expect(failed.kind === 'problem' && failed.problem.title).toBe('सेवा अभी उपलब्ध नहीं है');
    const refused = await callApi({ path: '/x', schema: OrderListSchema, fetchImpl: respond(400, 'oops') });
    expect(refused.kind === 'problem' && refused.problem.title).toBe('अनुरोध पूरा नहीं हो सका');
    const odd = await callApi({ path: '/x', schema: OrderListSchema, fetchImpl: respond(200, { orders: 'no' }) });
    expect(odd.kind === 'problem' && odd.problem.title).toBe('सेवा से अनपेक्षित जवाब मिला');
  });
});
