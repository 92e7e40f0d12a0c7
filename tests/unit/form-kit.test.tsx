// @vitest-environment jsdom
/**
 * The form kit (src/forms/): a field ties its label, hint and error to the control, and the
 * alert is a live region that is there before its message, so that the message is announced.
 */
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Field } from '../../src/forms/Field.tsx';
import { FormAlert } from '../../src/forms/FormAlert.tsx';

afterEach(cleanup);

function field(props: Partial<Parameters<typeof Field>[0]> = {}) {
  return render(
    <>
      <Field id="farm" label="Agro Tour Name" {...props}>
        {(control) => <input {...control} name="farm" />}
      </Field>
      <p id="note">We answer within a day.</p>
    </>,
  );
}

describe('Field', () => {
  it('labels the control and, with no error, neither describes it nor marks it invalid', () => {
    field();
    const input = screen.getByLabelText('Agro Tour Name');
    expect(input).toHaveAttribute('id', 'farm');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
    expect(input).toHaveAccessibleDescription('');
  });

  it('shows its error under the control, marks it invalid and describes it with the hint, then the error', () => {
    field({ hint: 'As on your licence.', error: 'This value could not be read.' });
    const input = screen.getByLabelText('Agro Tour Name');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAttribute('aria-describedby', 'farm-hint farm-error');
    expect(input).toHaveAccessibleDescription('As on your licence. This value could not be read.');
    const error = screen.getByText('This value could not be read.');
    expect(error).toHaveAttribute('id', 'farm-error');
    expect(error).toHaveAttribute('aria-live', 'polite');
  });

  it('keeps its error region in the page while empty, so that an error appearing in it is announced', () => {
    const { container, rerender } = field();
    const region = container.querySelector('#farm-error');
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toBeEmptyDOMElement();
    rerender(
      <Field id="farm" label="Agro Tour Name" error="Required.">
        {(control) => <input {...control} name="farm" />}
      </Field>,
    );
    expect(container.querySelector('#farm-error')).toBe(region);
    expect(region).toHaveTextContent('Required.');
  });

  it('adds the ids it is given after its own, and can leave the announcing to the focus', () => {
    field({ error: 'Please enter your name.', describedBy: 'note', announce: false });
    const input = screen.getByLabelText('Agro Tour Name');
    expect(input).toHaveAccessibleDescription('Please enter your name. We answer within a day.');
    expect(screen.getByText('Please enter your name.')).not.toHaveAttribute('aria-live');
  });

  it('describes the control by the extra ids alone while there is no error', () => {
    field({ describedBy: 'note' });
    expect(screen.getByLabelText('Agro Tour Name')).toHaveAccessibleDescription('We answer within a day.');
  });
});

describe('FormAlert', () => {
  it('is an empty alert region until there is a message, then says it in the same region', () => {
    const { rerender } = render(<FormAlert tone={undefined} message={undefined} />);
    const alert = screen.getByRole('alert');
    expect(alert).toBeEmptyDOMElement();
    rerender(<FormAlert tone="failure" message="Please fill in all fields." />);
    expect(screen.getByRole('alert')).toBe(alert);
    expect(alert).toHaveTextContent('Please fill in all fields.');
  });

  it('shows what comes with the message only with a message', () => {
    const detail = <p>Mobile No: must be exactly 10 digits (0-9).</p>;
    const { rerender } = render(
      <FormAlert tone="failure" message={undefined}>
        {detail}
      </FormAlert>,
    );
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    rerender(
      <FormAlert tone="success" message="Registration successful!">
        {detail}
      </FormAlert>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Registration successful!Mobile No: must be exactly 10 digits (0-9).',
    );
  });
});
