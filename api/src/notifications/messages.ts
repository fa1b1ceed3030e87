/**
 * What push, email and SMS say for each kind, in the recipient's language. Plain text: values are
 * people's and the catalogue's words, never markup. The in-app list words itself on the screen
 * (remote-info's catalogue); these are for the channels outside the app.
 */
import { bookingModeLabels, type NotificationData, type NotificationKind, type NotificationSubject } from '@nyaya/shared/api';
import { formatINR, formatIndiaDateTime, formatIndiaTime } from '@nyaya/shared/format';

type Language = 'en' | 'hi';

/** The tracking timeline's steps in Hindi, as the marketplace shows them (details.hi.json, texts.hi.json). */
const STEP_HI: Readonly<Record<string, string>> = {
  'Order Placed': 'ऑर्डर हो गया',
  'Expert Assigned': 'विशेषज्ञ तय हुए',
  'Document Collection': 'दस्तावेज़ जमा करना',
  'Expert Review': 'विशेषज्ञ की समीक्षा',
  'Document Drafting': 'दस्तावेज़ ड्राफ़्टिंग',
  'Quality Check': 'क्वालिटी जाँच',
  Delivery: 'डिलीवरी',
};

const MODE_HI = { chat: 'चैट', call: 'वॉइस कॉल', video: 'वीडियो कॉल' } as const;

/** Why a document was refused, in Hindi (the console's and tracking's words). */
const REFUSAL_HI = { unreadable: 'पढ़ा नहीं जा सकता', 'wrong-document': 'गलत दस्तावेज़', expired: 'समय-सीमा समाप्त', incomplete: 'अधूरा' } as const;

type Words = { title: string; body: string };
type Wording = { [K in NotificationKind]: (data: NotificationData<K>, reference: string, language: Language) => Words };

const en: Wording = {
  'step-completed': (data, ref) => ({ title: 'Your order moved on', body: `${data.title} is completed for order ${ref}.` }),
  'new-message': (data, ref) => ({
    title: 'New message',
    body: ref.startsWith('CNV')
      ? data.group
        ? `${data.from} wrote in ${data.group}.`
        : `${data.from} sent you a message.`
      : `${data.from} wrote to you about ${ref}.`,
  }),
  'document-requested': (data, ref) => ({ title: 'A document is needed', body: `Your expert asks for: ${data.requirement} (order ${ref}).` }),
  'document-refused': (data, ref) => ({ title: 'A document was not accepted', body: `${data.requirement} (order ${ref}): ${data.reason}` }),
  'draft-delivered': (_data, ref) => ({ title: 'Your draft is ready', body: `The draft for order ${ref} is ready to download.` }),
  'revision-requested': (_data, ref) => ({ title: 'A revision was asked for', body: `The client asked for changes to the draft of order ${ref}.` }),
  'consultation-soon': (data) => ({
    title: 'Consultation within the hour',
    body: `Your ${bookingModeLabels[data.mode]} with ${data.with} starts at ${formatIndiaTime(data.slotStart)} (India time).`,
  }),
  'order-placed': (data, ref) =>
    data.role === 'expert'
      ? { title: 'New order assigned', body: `${data.service}: order ${ref} is assigned to you.` }
      : { title: 'Order placed', body: `Your order ${ref} for ${data.service} is placed.` },
  'order-cancelled': (data, ref) =>
    data.role === 'expert'
      ? { title: 'Order cancelled', body: `The client cancelled order ${ref} (${data.service}); nothing more is needed on it.` }
      : { title: 'Order cancelled', body: `Order ${ref} is cancelled; ${formatINR(data.refundPaise / 100)} is refunded.` },
  'consultation-booked': (data) => ({
    title: 'Consultation booked',
    body: `${bookingModeLabels[data.mode]} with ${data.with} on ${formatIndiaDateTime(data.slotStart)} (India time).`,
  }),
  'consultation-cancelled': (data) => ({
    title: 'Consultation cancelled',
    body: `The ${bookingModeLabels[data.mode]} with ${data.with} on ${formatIndiaDateTime(data.slotStart)} (India time) is cancelled.`,
  }),
  'action-item-due': (data) => ({ title: 'Due tomorrow', body: `${data.title} is due tomorrow.` }),
  'goal-deadline': (data) => ({ title: 'Goal deadline in 7 days', body: `${data.title}: 7 days are left before its deadline.` }),
  'event-place': (data) => ({
    title: 'A place came free',
    body: `You are off the waitlist: you have a place at ${data.title} on ${formatIndiaDateTime(data.startsAt)} (India time).`,
  }),
  'discussion-reply': (data) => ({ title: 'New reply to your discussion', body: `${data.from} replied to "${data.title}".` }),
  'space-join-approved': (data) => ({ title: 'You are in', body: `Your request to join ${data.name} was approved: its discussions are open to you.` }),
  'space-join-requested': (data) => ({
    title: 'A request to join',
    body: `${data.from || 'A member'} asked to join ${data.name}. Approve or decline on the space's page.`,
  }),
};

const hi: Wording = {
  'step-completed': (data, ref) => ({ title: 'आपका ऑर्डर आगे बढ़ा', body: `ऑर्डर ${ref} में "${STEP_HI[data.title] ?? data.title}" पूरा हुआ।` }),
  'new-message': (data, ref) => ({
    title: 'नया संदेश',
    body: ref.startsWith('CNV')
      ? data.group
        ? `${data.from} ने ${data.group} में लिखा है।`
        : `${data.from} ने आपको संदेश भेजा है।`
      : `${data.from} ने ${ref} के बारे में आपको लिखा है।`,
  }),
  'document-requested': (data, ref) => ({ title: 'एक दस्तावेज़ चाहिए', body: `आपके विशेषज्ञ को यह चाहिए: ${data.requirement} (ऑर्डर ${ref})।` }),
  'document-refused': (data, ref) => ({
    title: 'एक दस्तावेज़ स्वीकार नहीं हुआ',
    body: `${data.requirement} (ऑर्डर ${ref}): ${data.code ? REFUSAL_HI[data.code] : data.reason}`,
  }),
  'draft-delivered': (_data, ref) => ({ title: 'आपका ड्राफ़्ट तैयार है', body: `ऑर्डर ${ref} का ड्राफ़्ट डाउनलोड के लिए तैयार है।` }),
  'revision-requested': (_data, ref) => ({ title: 'बदलाव माँगा गया', body: `क्लाइंट ने ऑर्डर ${ref} के ड्राफ़्ट में बदलाव माँगे हैं।` }),
  'consultation-soon': (data) => ({
    title: 'एक घंटे के अंदर परामर्श',
    body: `${data.with} के साथ आपकी ${MODE_HI[data.mode]} ${formatIndiaTime(data.slotStart)} (भारत का समय) पर शुरू होगी।`,
  }),
  'order-placed': (data, ref) =>
    data.role === 'expert'
      ? { title: 'नया ऑर्डर मिला', body: `${data.service}: ऑर्डर ${ref} आपको सौंपा गया है।` }
      : { title: 'ऑर्डर हो गया', body: `${data.service} के लिए आपका ऑर्डर ${ref} हो गया है।` },
  'order-cancelled': (data, ref) =>
    data.role === 'expert'
      ? { title: 'ऑर्डर रद्द हुआ', body: `क्लाइंट ने ऑर्डर ${ref} (${data.service}) रद्द कर दिया; इस पर अब कुछ नहीं करना है।` }
      : { title: 'ऑर्डर रद्द हुआ', body: `ऑर्डर ${ref} रद्द हुआ; ${formatINR(data.refundPaise / 100)} वापस किए गए।` },
  'consultation-booked': (data) => ({
    title: 'परामर्श बुक हुआ',
    body: `${data.with} के साथ ${MODE_HI[data.mode]}, ${formatIndiaDateTime(data.slotStart)} (भारत का समय)।`,
  }),
  'consultation-cancelled': (data) => ({
    title: 'परामर्श रद्द हुआ',
    body: `${data.with} के साथ ${formatIndiaDateTime(data.slotStart)} (भारत का समय) की ${MODE_HI[data.mode]} रद्द हुई।`,
  }),
  'action-item-due': (data) => ({ title: 'कल की अंतिम तिथि', body: `"${data.title}" की अंतिम तिथि कल है।` }),
  'goal-deadline': (data) => ({ title: 'लक्ष्य की समय-सीमा 7 दिन में', body: `"${data.title}" की समय-सीमा में 7 दिन बाकी हैं।` }),
  'event-place': (data) => ({
    title: 'एक जगह खाली हुई',
    body: `आप प्रतीक्षा सूची से बाहर हैं: ${formatIndiaDateTime(data.startsAt)} (भारत का समय) पर ${data.title} में आपकी जगह पक्की है।`,
  }),
  'discussion-reply': (data) => ({ title: 'आपकी चर्चा पर नया जवाब', body: `${data.from} ने "${data.title}" पर जवाब दिया है।` }),
  'space-join-approved': (data) => ({ title: 'आप शामिल हो गए', body: `${data.name} से जुड़ने का आपका अनुरोध स्वीकार हुआ: उसकी चर्चाएँ अब आपके लिए खुली हैं।` }),
  'space-join-requested': (data) => ({
    title: 'जुड़ने का अनुरोध',
    body: `${data.from || 'एक सदस्य'} ने ${data.name} से जुड़ने का अनुरोध किया है। स्पेस के पेज पर स्वीकार या अस्वीकार करें।`,
  }),
};

export function messageFor<K extends NotificationKind>(kind: K, data: NotificationData<K>, subject: NotificationSubject, language: Language): Words {
  const wording = (language === 'hi' ? hi : en)[kind] as Wording[K];
  return wording(data, subject.reference, language);
}
