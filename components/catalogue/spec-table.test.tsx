import { render, screen, within } from '@testing-library/react';
import { SpecTable } from './spec-table';

const table = {
  title: 'Specifications — General',
  columns: ['Item', 'A', 'B'] as const,
  groups: [
    { label: 'Optical', rows: [['Wavelength', '1310 nm', '1550 nm'] as const] },
    { rows: [['Battery', '7.4V\n5300mAh', '7.4V\n5300mAh'] as const] },
  ],
};

describe('SpecTable', () => {
  it('is a captioned table with column and row headers', () => {
    render(<SpecTable table={table} />);
    const t = screen.getByRole('table', { name: 'Specifications — General' });
    expect(within(t).getAllByRole('columnheader').map((c) => c.textContent)).toEqual(['Item', 'A', 'B']);
    expect(within(t).getByRole('rowheader', { name: 'Wavelength' })).toHaveAttribute('scope', 'row');
  });

  it('labels a row group with a rowgroup header spanning the table', () => {
    render(<SpecTable table={table} />);
    const group = screen.getByText('Optical').closest('th')!;
    expect(group).toHaveAttribute('scope', 'rowgroup');
    expect(group).toHaveAttribute('colspan', '3');
  });

  it('sits in a focusable scroll region named by the caption', () => {
    render(<SpecTable table={table} />);
    const region = screen.getByRole('region', { name: 'Specifications — General' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(region).toContainElement(screen.getByRole('table'));
  });

  it('renders line breaks inside a cell', () => {
    const { container } = render(<SpecTable table={table} />);
    const cell = container.querySelector('tbody:nth-of-type(2) td')!;
    expect(cell.innerHTML).toBe('7.4V<br>5300mAh');
  });
});
