import { amountText, checkCheckInDraft, checkGoalDraft, emptyGoalDraft, goalDraftOf, parseAmount } from './goalDraft';
import type { OwnGoal } from './ownGoals';

const draft = { title: ' Emergency fund ', category: 'Finance', unit: 'INR', target: '5,00,000', deadline: '2026-12-31' };

describe('parseAmount', () => {
  it('reads rupees with Indian or western grouping and up to 2 decimals, as paise', () => {
    expect(parseAmount('5,00,000', 'INR')).toEqual({ amount: 5_00_000_00 });
    expect(parseAmount('₹ 1,250.5', 'INR')).toEqual({ amount: 1_250_50 });
    expect(parseAmount('500,000.25', 'INR')).toEqual({ amount: 500_000_25 });
  });
  it('reads whole counts only', () => {
    expect(parseAmount('24', 'count')).toEqual({ amount: 24 });
    expect(parseAmount('2.5', 'count')).toEqual({ problem: 'notANumber' });
  });
  it('says what is wrong', () => {
    expect(parseAmount('  ', 'INR')).toEqual({ problem: 'required' });
    expect(parseAmount('12.345', 'INR')).toEqual({ problem: 'notANumber' });
    expect(parseAmount('-5', 'INR')).toEqual({ problem: 'notANumber' });
    expect(parseAmount('ten', 'count')).toEqual({ problem: 'notANumber' });
    expect(parseAmount('0', 'count')).toEqual({ problem: 'notPositive' });
    expect(parseAmount('0.00', 'INR')).toEqual({ problem: 'notPositive' });
    expect(parseAmount('10000000001', 'INR')).toEqual({ problem: 'tooBig' });
    expect(parseAmount('10000001', 'count')).toEqual({ problem: 'tooBig' });
  });
  it('gives the form back what it read', () => {
    expect(amountText(1_250_50, 'INR')).toBe('1250.50');
    expect(amountText(5_00_000_00, 'INR')).toBe('500000');
    expect(amountText(7, 'count')).toBe('7');
  });
});

describe('checkGoalDraft', () => {
  it('makes a goal, trimmed, target in paise, no check-ins yet', () => {
    expect(checkGoalDraft(draft)).toEqual({
      goal: { title: 'Emergency fund', category: 'Finance', unit: 'INR', target: 5_00_000_00, deadline: '2026-12-31', checkIns: [] },
    });
  });
  it('says every problem of an empty form', () => {
    expect(checkGoalDraft(emptyGoalDraft()).problems).toEqual({ title: 'required', category: 'required', target: 'required', deadline: 'required' });
  });
  it('refuses a long title, a category not offered, an odd unit, a day out of range or unreadable', () => {
    expect(checkGoalDraft({ ...draft, title: 'x'.repeat(121), category: 'Crypto', unit: 'kg', deadline: '1999-12-31' }).problems).toEqual({
      title: 'tooLong',
      category: 'notAChoice',
      unit: 'notAChoice',
      deadline: 'outOfRange',
    });
    expect(checkGoalDraft({ ...draft, deadline: '2026-02-30' }).problems).toEqual({ deadline: 'notADate' });
    expect(checkGoalDraft({ ...draft, deadline: '' }, { deadlineUnreadable: true }).problems).toEqual({ deadline: 'notADate' });
  });
  it('keeps the check-ins through an edit, and the unit while there are any', () => {
    const editing: OwnGoal = { ...checkGoalDraft(draft).goal!, checkIns: [{ day: '2026-03-01', amount: 100 }] };
    expect(goalDraftOf(editing)).toEqual({ ...draft, title: 'Emergency fund', target: '500000' });
    expect(checkGoalDraft({ ...draft, target: '6,00,000' }, { editing }).goal).toMatchObject({ target: 6_00_000_00, checkIns: editing.checkIns });
    expect(checkGoalDraft({ ...draft, unit: 'count', target: '6' }, { editing }).problems).toEqual({ unit: 'locked' });
    expect(checkGoalDraft({ ...draft, unit: 'count', target: '6' }, { editing: { ...editing, checkIns: [] } }).goal).toMatchObject({
      unit: 'count',
      target: 6,
    });
  });
});

describe('checkCheckInDraft', () => {
  it('makes a check-in for today or an earlier day', () => {
    expect(checkCheckInDraft({ amount: '2,500', day: '2026-03-31' }, 'INR', '2026-03-31')).toEqual({ checkIn: { day: '2026-03-31', amount: 2_500_00 } });
    expect(checkCheckInDraft({ amount: '1', day: '2026-01-01' }, 'count', '2026-03-31').checkIn).toEqual({ day: '2026-01-01', amount: 1 });
  });
  it('refuses a day after today (India’s), and says what else is wrong', () => {
    expect(checkCheckInDraft({ amount: '1', day: '2026-04-01' }, 'count', '2026-03-31').problems).toEqual({ day: 'future' });
    expect(checkCheckInDraft({ amount: '', day: '' }, 'count', '2026-03-31').problems).toEqual({ amount: 'required', day: 'required' });
    expect(checkCheckInDraft({ amount: '1.5', day: '' }, 'count', '2026-03-31', { dayUnreadable: true }).problems).toEqual({
      amount: 'notANumber',
      day: 'notADate',
    });
  });
});
