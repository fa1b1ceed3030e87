import { NOTIFICATION_KINDS, type NotificationSettings } from '../../api';
import { CHANNELS, KIND_CHANNELS, channelsFor } from './channels';
import { notificationHref } from './links';

const all: NotificationSettings = { push: true, email: true, sms: true, marketing: true };
const none: NotificationSettings = { push: false, email: false, sms: false, marketing: false };
const withEmail = { email: true };

describe('channelsFor: the user’s settings decide the channels', () => {
  it('sends every kind on every channel it allows when all four are on', () => {
    for (const kind of NOTIFICATION_KINDS)
      expect(channelsFor(kind, all, withEmail)).toEqual(CHANNELS.filter((channel) => KIND_CHANNELS[kind].includes(channel)));
  });

  it('sends nothing outside the app when push, email and SMS are off (marketing on changes nothing)', () => {
    for (const kind of NOTIFICATION_KINDS) expect(channelsFor(kind, { ...none, marketing: true }, withEmail)).toEqual([]);
  });

  it('follows each switch on its own, for every combination', () => {
    for (let mask = 0; mask < 16; mask += 1) {
      const settings = { push: Boolean(mask & 1), email: Boolean(mask & 2), sms: Boolean(mask & 4), marketing: Boolean(mask & 8) };
      for (const kind of NOTIFICATION_KINDS) {
        const channels = channelsFor(kind, settings, withEmail);
        for (const channel of CHANNELS) expect(channels.includes(channel)).toBe(settings[channel] && KIND_CHANNELS[kind].includes(channel));
      }
    }
  });

  it('keeps SMS for what asks the user to act or is about to start, never for each message or step', () => {
    const sms = { ...none, sms: true };
    expect(channelsFor('new-message', sms, withEmail)).toEqual([]);
    expect(channelsFor('step-completed', sms, withEmail)).toEqual([]);
    expect(channelsFor('document-refused', sms, withEmail)).toEqual(['sms']);
    expect(channelsFor('draft-delivered', sms, withEmail)).toEqual(['sms']);
    expect(channelsFor('consultation-soon', sms, withEmail)).toEqual(['sms']);
  });

  it('sends no email to an account without an address, whatever the switch says', () => {
    expect(channelsFor('draft-delivered', all, { email: false })).toEqual(['push', 'sms']);
  });

  it('sends a marketing message only with the marketing switch on too', () => {
    expect(channelsFor('step-completed', { ...all, marketing: false }, withEmail, 'marketing')).toEqual([]);
    expect(channelsFor('step-completed', { ...all, push: false }, withEmail, 'marketing')).toEqual(['email']);
  });
});

describe('notificationHref: where a notification leads', () => {
  it('opens a client’s order on its tracking page and their consultations on the schedule', () => {
    expect(notificationHref({ type: 'order', reference: 'ORDABC123XYZ' }, 'client')).toBe('/order-tracking?order=ORDABC123XYZ');
    expect(notificationHref({ type: 'booking', reference: 'BKGABC123XYZ' }, 'client')).toBe('/schedule');
  });

  it('opens an expert’s order in the console', () => {
    expect(notificationHref({ type: 'order', reference: 'ORDABC123XYZ' }, 'expert')).toBe('/console/orders/ORDABC123XYZ');
    expect(notificationHref({ type: 'booking', reference: 'BKGABC123XYZ' }, 'expert')).toBe('/console');
  });

  it('keeps a hostile reference inside its parameter', () => {
    expect(notificationHref({ type: 'order', reference: 'x&next=//evil.example/#' }, 'client')).toBe(
      '/order-tracking?order=x%26next%3D%2F%2Fevil.example%2F%23',
    );
    expect(notificationHref({ type: 'order', reference: '../../profile' }, 'expert')).toBe('/console/orders/..%2F..%2Fprofile');
  });
});
