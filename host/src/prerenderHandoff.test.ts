import { watchPrerenderedFields } from './prerenderHandoff';

describe('watchPrerenderedFields', () => {
  function prerendered() {
    const root = document.createElement('div');
    root.innerHTML = '<form><input name="q" placeholder="Search"><input placeholder="Other"></form>';
    document.body.append(root);
    return root;
  }

  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('puts text typed before start-up, and the focus, into the app’s field of the same name', () => {
    const root = prerendered();
    const early = root.querySelector('input')!;
    early.value = 'rent'; // typed before the app's script ran
    early.focus();
    const restore = watchPrerenderedFields(root);
    early.value = 'rental';
    early.dispatchEvent(new Event('input', { bubbles: true }));

    root.innerHTML = '<input name="q" placeholder="Search"><input placeholder="Other">'; // the app's markup
    const seen: string[] = [];
    const appField = root.querySelector('input')!;
    appField.addEventListener('input', () => seen.push(appField.value));
    restore();

    expect(appField.value).toBe('rental');
    expect(seen).toEqual(['rental']); // the app's onChange hears it
    expect(document.activeElement).toBe(appField);
  });

  it('leaves fields alone when nothing was typed, and stops watching after restoring', () => {
    const root = prerendered();
    const restore = watchPrerenderedFields(root);
    root.innerHTML = '<input name="q">';
    restore();
    const field = root.querySelector('input')!;
    expect(field.value).toBe('');
    expect(document.activeElement).not.toBe(field);
    field.value = 'later';
    field.dispatchEvent(new Event('input', { bubbles: true }));
    root.innerHTML = '<input name="q">';
    restore();
    expect(root.querySelector('input')!.value).toBe('');
  });
});
