import { useState } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { changeLocale } from '@nyaya/shared/i18n';
import { Field } from './Field';
import { FormSection } from './FormSection';
import { NativeSelect } from './NativeSelect';
import { TextArea, TextInput } from './TextInput';

afterEach(() => changeLocale('en'));

function Mobile({ initialMessage = null }: { initialMessage?: string | null }) {
  const [value, setValue] = useState('');
  const [message, setMessage] = useState<string | null>(initialMessage);
  return (
    <FormSection legend="Your details" size="lg">
      <Field id="mobile" label="Mobile number" hint="We text the code here" message={message}>
        <TextInput
          prefix="+91"
          type="tel"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          onBlur={() => setMessage(/^[6-9]\d{9}$/.test(value) ? null : 'Enter the 10-digit mobile number')}
        />
      </Field>
      <Field id="email" label="Email" optional>
        <TextInput type="email" />
      </Field>
    </FormSection>
  );
}

describe('the form kit', () => {
  it('labels a control, describes it by its prefix, hint and message in that order, and marks it invalid only while refused', async () => {
    const user = userEvent.setup();
    render(<Mobile />);
    const mobile = screen.getByRole('textbox', { name: 'Mobile number' });
    expect(mobile).toHaveAttribute('id', 'mobile');
    expect(mobile).toHaveAttribute('aria-invalid', 'false');
    expect(mobile).toHaveAttribute('aria-describedby', 'mobile-prefix mobile-hint');
    expect(mobile).toHaveAccessibleDescription('+91 We text the code here');

    await user.type(mobile, '12345');
    await user.tab();
    expect(mobile).toHaveAttribute('aria-invalid', 'true');
    expect(mobile).toHaveAttribute('aria-describedby', 'mobile-prefix mobile-hint mobile-message');
    expect(mobile).toHaveAccessibleDescription('+91 We text the code here Enter the 10-digit mobile number');

    await user.clear(mobile);
    await user.type(mobile, '9876543210');
    await user.tab();
    expect(mobile).toHaveAttribute('aria-invalid', 'false');
    expect(screen.queryByText('Enter the 10-digit mobile number')).not.toBeInTheDocument();
  });

  it('groups fields under their legend, says which are optional, and every control is a 44 px target', () => {
    render(<Mobile />);
    expect(screen.getByRole('group', { name: 'Your details' })).toContainElement(screen.getByRole('textbox', { name: 'Email (optional)' }));
    for (const control of screen.getAllByRole('textbox')) expect(control.className).toContain('min-h-11');
    expect(screen.getByRole('textbox', { name: 'Email (optional)' })).not.toHaveAttribute('aria-describedby');
  });

  it('is reached and left with Tab, in reading order', async () => {
    const user = userEvent.setup();
    render(<Mobile />);
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'Mobile number' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'Email (optional)' })).toHaveFocus();
  });

  it('keeps descriptions a control names itself, and its own id and invalid state outside a Field', () => {
    render(
      <>
        <p id="elsewhere">Said elsewhere</p>
        <Field id="note" label="Note" message="Too long">
          <TextArea aria-describedby="elsewhere" />
        </Field>
        <TextInput id="bare" aria-label="Bare" aria-invalid={false} />
      </>,
    );
    const note = screen.getByRole('textbox', { name: 'Note' });
    expect(note).toHaveAttribute('rows', '3');
    expect(note).toHaveAttribute('aria-describedby', 'elsewhere note-message');
    expect(note).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    const bare = screen.getByRole('textbox', { name: 'Bare' });
    expect(bare).toHaveAttribute('id', 'bare');
    expect(bare).toHaveAttribute('aria-invalid', 'false');
    expect(bare).not.toHaveAttribute('aria-describedby');
  });

  it('announces a message as an alert when asked (a message that appears while typing)', () => {
    render(
      <Field id="budget" label="Budget" message="The budget must be at least ₹1,000." announce>
        <TextInput inputMode="decimal" />
      </Field>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('The budget must be at least ₹1,000.');
    expect(screen.getByRole('textbox', { name: 'Budget' })).toHaveAccessibleDescription('The budget must be at least ₹1,000.');
  });

  it('draws a native select with an empty first choice, and its note between hint and message', async () => {
    const user = userEvent.setup();
    const chosen: string[] = [];
    render(
      <Field id="state" label="State" hint="Stamp duty depends on it" note="No duty table for Goa yet" message="Choose your state">
        <NativeSelect placeholder value="" onChange={(event) => chosen.push(event.target.value)} required>
          <option value="Goa">Goa</option>
          <option value="Kerala">Kerala</option>
        </NativeSelect>
      </Field>,
    );
    const select = screen.getByRole('combobox', { name: 'State' });
    expect(select).toHaveAttribute('aria-describedby', 'state-hint state-note state-message');
    expect(screen.getAllByRole('option').map((option) => [option.textContent, option.getAttribute('value')])).toEqual([
      ['Choose…', ''],
      ['Goa', 'Goa'],
      ['Kerala', 'Kerala'],
    ]);
    await user.selectOptions(select, 'Kerala');
    expect(chosen).toEqual(['Kerala']);
  });

  it('says optional and choose in Hindi, and follows a language change while shown', async () => {
    render(
      <Field id="district" label="ज़िला" optional>
        <NativeSelect placeholder>
          <option value="a">अ</option>
        </NativeSelect>
      </Field>,
    );
    expect(screen.getByRole('combobox', { name: 'ज़िला (optional)' })).toBeInTheDocument();
    await act(() => changeLocale('hi'));
    expect(screen.getByRole('combobox', { name: 'ज़िला (वैकल्पिक)' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'चुनें…' })).toHaveValue('');
  });
});
