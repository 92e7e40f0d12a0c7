// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { auth } from '../../src/content/auth.ts';
import { RecordForm } from '../../src/features/admin/RecordForm.island.tsx';
import { textFieldLabels as labels } from '../../src/features/registration/copy.ts';

const values = {
  name: 'Asha Patil',
  address: 'Pune',
  agro_tour_name: 'Green Farm',
  registration_number: 'R-1',
  mobile_number: '9876543210',
  email_id: 'asha@example.org',
  registration_date: '2024-05-01',
};

afterEach(cleanup);

describe('RecordForm', () => {
  it('shows a stored YYYY-MM-DD date in a date input', () => {
    render(<RecordForm id="7" csrf="t" labels={labels} values={values} />);
    const date = screen.getByLabelText(auth.registration.labels.registrationDate);
    expect(date).toHaveAttribute('type', 'date');
    expect(date).toHaveValue('2024-05-01');
  });

  it.each(['01/05/2024', '1 May 2024', '2024-02-30'])(
    'keeps a date stored as %s, as text, so saving does not erase it',
    (stored) => {
      render(<RecordForm id="7" csrf="t" labels={labels} values={{ ...values, registration_date: stored }} />);
      const date = screen.getByLabelText(auth.registration.labels.registrationDate);
      expect(date).toHaveAttribute('type', 'text');
      expect(date).toHaveValue(stored);
    },
  );

  it('enters the mobile number as the registration form does: digits keypad, ten at most, no autofill', () => {
    render(<RecordForm id="7" csrf="t" labels={labels} values={values} />);
    const mobile = screen.getByLabelText(auth.registration.labels.mobileNumber);
    expect(mobile).toHaveAttribute('type', 'text');
    expect(mobile).toHaveAttribute('inputmode', 'numeric');
    expect(mobile).toHaveAttribute('maxlength', '10');
    expect(mobile).toHaveAttribute('pattern', '[0-9]{10}');
    // Autofill would offer the admin's own number for someone else's record.
    expect(mobile).not.toHaveAttribute('autocomplete');
  });
});
