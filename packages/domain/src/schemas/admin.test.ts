import { describe, expect, it } from 'vitest';
import { errorsOf, parsed, text } from '../test-support.ts';
import { PaginationQuerySchema } from './common.ts';
import { PartnerListQuerySchema, QueryListQuerySchema } from './list-queries.ts';
import { MenuUploadSchema } from './menu.ts';
import { QueryResponseSchema, QueryStatusUpdateSchema } from './query-status.ts';
import { PartnerActionSchema, PromotionActionSchema } from './status-actions.ts';
import { VendorCreateSchema, VendorStatusUpdateSchema, VendorUpdateSchema } from './vendor-account.ts';

describe('vendor accounts', () => {
  const vendor = { vendorName: 'Annas Pizzeria', email: 'Anna@Example.se', password: 'secret' };

  it('creates active vendors by default', () => {
    expect(parsed(VendorCreateSchema, vendor)).toEqual({
      ...vendor,
      email: 'anna@example.se',
      access: 'password',
      status: 'active',
    });
    expect(parsed(VendorCreateSchema, { ...vendor, status: 'suspended' }).status).toBe('suspended');
  });

  it('requires name, e-mail and a password of at least 6 characters', () => {
    expect(errorsOf(VendorCreateSchema, { vendorName: '', email: '', password: '' })).toEqual({
      vendorName: 'Vendor name is required',
      email: 'Email is required',
      password: 'Password is required',
    });
    expect(errorsOf(VendorCreateSchema, { ...vendor, email: 'anna', password: text(5) })).toEqual({
      email: 'Please enter a valid email address',
      password: 'Password must be at least 6 characters',
    });
    expect(errorsOf(VendorCreateSchema, { ...vendor, password: text(6) })).toEqual({});
    expect(errorsOf(VendorCreateSchema, { ...vendor, status: 'banned' })).toEqual({
      status: 'Please select a valid status',
    });
  });

  it('keeps the password on edit when it is blank or absent', () => {
    for (const password of ['', undefined, null]) {
      expect(parsed(VendorUpdateSchema, { ...vendor, password }).password).toBeUndefined();
    }
    expect(parsed(VendorUpdateSchema, { ...vendor, password: 'newpass' }).password).toBe('newpass');
    expect(errorsOf(VendorUpdateSchema, { ...vendor, password: text(5) })).toEqual({
      password: 'Password must be at least 6 characters',
    });
    expect(parsed(VendorUpdateSchema, vendor).status).toBeUndefined();
  });

  it('checks a status change', () => {
    expect(parsed(VendorStatusUpdateSchema, { status: 'inactive', expectedStatus: 'active' })).toEqual({
      status: 'inactive',
      expectedStatus: 'active',
    });
    expect(errorsOf(VendorStatusUpdateSchema, {})).toEqual({
      status: 'Please select a valid status',
      expectedStatus: 'Please select a valid status',
    });
  });
});

describe('menus', () => {
  const item = { name: 'Margherita', price: 95 };

  it('accepts items and fills the defaults', () => {
    expect(
      parsed(MenuUploadSchema, { menus: [item, { ...item, price: '89,50', available: false }] }),
    ).toEqual({
      menus: [
        { name: 'Margherita', description: '', price: 95, category: '', available: true },
        { name: 'Margherita', description: '', price: 89.5, category: '', available: false },
      ],
    });
  });

  it('reads a price with a thousands space and refuses one with two decimal marks (decision 061)', () => {
    const prices = ['1 249,00', '1\u00a0249,00', '1249.00', '1.249,00'];
    expect(errorsOf(MenuUploadSchema, { menus: prices.map((price) => ({ ...item, price })) })).toEqual({
      'menus.3.price': 'Enter a number such as 150.50 or 1\u00a0249.50',
    });
    expect(parsed(MenuUploadSchema, { menus: [{ ...item, price: '1 249,00' }] }).menus[0]?.price).toBe(1249);
  });

  it('needs 1 to 2000 items', () => {
    expect(errorsOf(MenuUploadSchema, { menus: [] })).toEqual({ menus: 'Add at least one menu item' });
    expect(errorsOf(MenuUploadSchema, {})).toEqual({ menus: 'Add at least one menu item' });
    expect(errorsOf(MenuUploadSchema, { menus: Array(2000).fill(item) })).toEqual({});
    expect(errorsOf(MenuUploadSchema, { menus: Array(2001).fill(item) })).toEqual({
      menus: 'A menu can have at most 2000 items',
    });
  });

  it('checks each item', () => {
    expect(
      errorsOf(MenuUploadSchema, {
        menus: [
          item,
          { name: '', price: '' },
          { name: text(121), price: -1, description: text(501), category: text(81) },
          { name: 'Soup', price: 100_001, available: 'yes' },
          { name: 'Tea', price: 9.999 },
        ],
      }),
    ).toEqual({
      'menus.1.name': 'Item name is required',
      'menus.1.price': 'Price is required',
      'menus.2.name': 'Item name must be at most 120 characters',
      'menus.2.price': 'Price cannot be negative',
      'menus.2.description': 'Description must be at most 500 characters',
      'menus.2.category': 'Category must be at most 80 characters',
      'menus.3.price': 'Price must be at most 100,000',
      'menus.3.available': 'Invalid value',
      'menus.4.price': 'Price can have at most two decimals',
    });
    expect(
      errorsOf(MenuUploadSchema, { menus: [{ name: text(120), price: 0, category: text(80) }] }),
    ).toEqual({});
    expect(
      errorsOf(MenuUploadSchema, {
        menus: [
          { name: 'x', price: 100_000 },
          { name: 'y', price: 0.1 + 0.2 },
        ],
      }),
    ).toEqual({});
  });
});

describe('query status and response', () => {
  it('takes either a status or a revert, and the status it was based on', () => {
    const expectedStatus = 'created';
    expect(parsed(QueryStatusUpdateSchema, { status: 'inProgress', expectedStatus })).toEqual({
      status: 'inProgress',
      expectedStatus,
    });
    expect(parsed(QueryStatusUpdateSchema, { action: 'revert', expectedStatus })).toEqual({
      action: 'revert',
      expectedStatus,
    });
    expect(errorsOf(QueryStatusUpdateSchema, { expectedStatus })).toEqual({
      status: 'Please select a status',
    });
    expect(errorsOf(QueryStatusUpdateSchema, { status: 'closed', action: 'revert', expectedStatus })).toEqual(
      {
        status: 'Please select a status',
      },
    );
    expect(errorsOf(QueryStatusUpdateSchema, { status: 'archived', expectedStatus })).toEqual({
      status: 'Please choose one of the available options',
    });
    expect(errorsOf(QueryStatusUpdateSchema, { status: 'closed' })).toEqual({
      expectedStatus: 'Please select a status',
    });
  });

  it('needs a response text', () => {
    expect(errorsOf(QueryResponseSchema, { response: '  ' })).toEqual({
      response: 'Please write a response',
    });
    expect(parsed(QueryResponseSchema, { response: ' Fixed. ' })).toEqual({ response: 'Fixed.' });
  });
});

describe('status actions', () => {
  it('accepts only known actions, with the status they were based on', () => {
    expect(parsed(PartnerActionSchema, { action: 'markPending', expectedStatus: 'approved' })).toEqual({
      action: 'markPending',
      expectedStatus: 'approved',
    });
    expect(parsed(PromotionActionSchema, { action: 'markExpired', expectedStatus: 'active' })).toEqual({
      action: 'markExpired',
      expectedStatus: 'active',
    });
    expect(errorsOf(PartnerActionSchema, { expectedStatus: 'pending' })).toEqual({
      action: 'Please choose an action',
    });
    expect(errorsOf(PromotionActionSchema, { action: 'markPending', expectedStatus: 'active' })).toEqual({
      action: 'Please choose one of the available options',
    });
    expect(errorsOf(PartnerActionSchema, { action: 'approve' })).toEqual({
      expectedStatus: 'Please select a status',
    });
    expect(errorsOf(PromotionActionSchema, { action: 'approve', expectedStatus: 'archived' })).toEqual({
      expectedStatus: 'Please choose one of the available options',
    });
  });
});

describe('list queries', () => {
  it('defaults page 1 and 20 per page and reads query-string numbers', () => {
    expect(parsed(PaginationQuerySchema, {})).toEqual({ page: 1, pageSize: 20 });
    expect(parsed(PaginationQuerySchema, { page: '3', pageSize: '100', q: '  anna ' })).toEqual({
      page: 3,
      pageSize: 100,
      q: 'anna',
    });
    expect(parsed(PaginationQuerySchema, { page: '', pageSize: '', q: '   ' })).toEqual({
      page: 1,
      pageSize: 20,
    });
  });

  it('rejects out-of-range pages and long searches', () => {
    expect(errorsOf(PaginationQuerySchema, { page: '0', pageSize: '101', q: text(101) })).toEqual({
      page: 'Invalid value',
      pageSize: 'Invalid value',
      q: 'This text is too long (max 100 characters)',
    });
    expect(errorsOf(PaginationQuerySchema, { page: '1.5', pageSize: 'x' })).toEqual({
      page: 'Invalid value',
      pageSize: 'Invalid value',
    });
  });

  it('treats a blank filter as no filter', () => {
    expect(parsed(PartnerListQuerySchema, { type: '', status: 'pending' })).toMatchObject({
      type: null,
      status: 'pending',
    });
    expect(parsed(QueryListQuerySchema, { type: 'vendor' })).toMatchObject({ type: 'vendor', status: null });
    expect(errorsOf(QueryListQuerySchema, { status: 'open' })).toEqual({
      status: 'Please choose one of the available options',
    });
  });
});
