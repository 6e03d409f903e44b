import { describe, expect, it } from 'vitest';
import { productCreateBody, productFormValues, productUpdateBody } from './product-form-values';
import { buildAdminProduct } from './test-product';

describe("a product's GST in the back office form (issue 14)", () => {
  it('starts a new product as apparel: HSN 6211, 5% up to ₹2,500 a piece, 18% above', () => {
    const values = productFormValues();
    expect(productUpdateBody(values).gst).toEqual({
      hsnCode: '6211',
      gstRate: 5,
      gstRateAbove: 18,
      gstThreshold: 2500,
    });
  });

  it('sends one rate when the higher rate and threshold are left empty', () => {
    const values = {
      ...productFormValues(),
      hsnCode: ' 9102 ',
      gstRate: '18',
      gstRateAbove: '',
      gstThreshold: '',
    };
    expect(productUpdateBody(values).gst).toEqual({
      hsnCode: '9102',
      gstRate: 18,
      gstRateAbove: null,
      gstThreshold: null,
    });
  });
});

describe("a product's legal disclosures in the back office form (issue 16)", () => {
  it('starts empty (the categories apply) and sends trimmed text, empty fields as null', () => {
    const values = productFormValues();
    expect(Object.values(values.disclosures)).toEqual(['', '', '', '', '', '']);
    const body = productUpdateBody({
      ...values,
      disclosures: {
        ...values.disclosures,
        countryOfOrigin: ' China ',
        importer: 'VoltEdge Private Limited, Bengaluru 560100',
      },
    });
    expect(body.disclosures).toEqual({
      countryOfOrigin: 'China',
      manufacturer: null,
      packer: null,
      importer: 'VoltEdge Private Limited, Bengaluru 560100',
      netQuantity: null,
      customerCare: null,
    });
  });
});

describe("a product's Hindi texts in the back office form (issue 19)", () => {
  it('shows what the product carries and sends blank as removed', () => {
    const values = productFormValues({
      ...buildAdminProduct(),
      translations: { hi: { name: 'बनारसी साड़ी' } },
    });
    expect(values.translations).toEqual({ hi: { name: 'बनारसी साड़ी', description: '' } });
    const body = productUpdateBody({
      ...values,
      translations: { hi: { name: ' बनारसी सिल्क साड़ी ', description: '  ' } },
    });
    expect(body.translations).toEqual({ hi: { name: 'बनारसी सिल्क साड़ी', description: null } });
  });

  it('sends no Hindi texts for a new product without them, and those given', () => {
    expect(productFormValues().translations).toEqual({ hi: { name: '', description: '' } });
    expect(productCreateBody(productFormValues())).not.toHaveProperty('translations');
    const hindi = { hi: { name: 'साड़ी', description: '' } };
    expect(productCreateBody({ ...productFormValues(), translations: hindi }).translations).toEqual(
      { hi: { name: 'साड़ी', description: null } },
    );
    expect(productUpdateBody(productFormValues()).translations).toEqual({
      hi: { name: null, description: null },
    });
  });
});
