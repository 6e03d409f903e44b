import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { buildProductDetail } from '@/test/catalogue-factory';
import { LegalInformation } from './legal-information';

/** The definition of one term in the list. */
const valueOf = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling;

describe('legal information (issue 16)', () => {
  it('lists the disclosures of a product made in India as a definition list', () => {
    const product = buildProductDetail({ originalPrice: 1499 });
    render(<LegalInformation disclosures={product.disclosures} />);
    const region = screen.getByRole('region', { name: 'Legal Information' });
    expect(
      within(region)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual([
      'Country of origin',
      'Manufactured by',
      'Net quantity',
      'MRP',
      'Sold by',
      'Customer care',
      'Grievance officer',
    ]);
    expect(valueOf('Country of origin')).toHaveTextContent('India');
    expect(valueOf('Manufactured by')).toHaveTextContent('Khadi Craft Private Limited');
    expect(valueOf('Net quantity')).toHaveTextContent('1 N (one piece)');
    expect(valueOf('MRP')).toHaveTextContent('₹1,499 (inclusive of all taxes)');
    expect(valueOf('Sold by')).toHaveTextContent('Bharat Bazaar Retail Private Limited');
    // The support line as the owner typed it, once (not "+91 +91 ..."), dialable.
    expect(screen.getByRole('link', { name: 'Phone: +91 80-4123-4567' })).toHaveAttribute(
      'href',
      'tel:+918041234567',
    );
    expect(screen.getByRole('link', { name: 'Phone: +91 8041234568' })).toHaveAttribute(
      'href',
      'tel:+918041234568',
    );
    expect(screen.getByRole('link', { name: 'E-mail: care@bharatbazaar.example' })).toBeVisible();
    expect(valueOf('Grievance officer')).toHaveTextContent('Meera Iyer, Grievance Officer');
    expect(screen.queryByText('Imported by')).not.toBeInTheDocument();
  });

  it('names the importer of imported goods, and the packer when there is one', () => {
    const { disclosures } = buildProductDetail(
      {},
      {
        countryOfOrigin: 'China',
        importer: 'VoltEdge Private Limited, Electronics City, Bengaluru 560100',
        packer: 'Pack House, Bhiwandi 421302',
      },
    );
    render(<LegalInformation disclosures={disclosures} />);
    expect(valueOf('Country of origin')).toHaveTextContent('China');
    expect(valueOf('Imported by')).toHaveTextContent('VoltEdge Private Limited');
    expect(valueOf('Packed by')).toHaveTextContent('Pack House, Bhiwandi 421302');
  });

  it("shows a product's own customer care in place of the store's", () => {
    const { disclosures } = buildProductDetail(
      {},
      { customerCare: 'Kavach care: 1800 103 2222, help@kavach.example', netQuantity: null },
    );
    render(<LegalInformation disclosures={disclosures} />);
    expect(valueOf('Customer care')).toHaveTextContent(
      'Kavach care: 1800 103 2222, help@kavach.example',
    );
    expect(
      screen.queryByRole('link', { name: 'E-mail: care@bharatbazaar.example' }),
    ).not.toBeInTheDocument();
    // A field no level gave is left out, not shown blank.
    expect(screen.queryByText('Net quantity')).not.toBeInTheDocument();
  });
});
