import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakePlatform } from '@sohnne/web-testing';
import { deferred, json, stubNetwork } from '../../test/network';
import { renderAt } from '../../test/render';

const user = { user_id: 'u1', name: 'Ada', email: 'ada@example.com' };
const address = (id: string, first: string, isDefault: boolean) => ({
  id,
  name: `${first} Lovelace`,
  first_name: first,
  last_name: 'Lovelace',
  street_address: 'Elm Street',
  house_number: '742',
  city: 'Springfield',
  state: 'IL',
  postal_code: '62701',
  country: 'United States',
  phone_number: '+1 217 555 0100',
  notes: 'Ring twice',
  is_default: isDefault,
});
const home = address('a1', 'Ada', true);
const office = address('a2', 'Augusta', false);
const manuals = { data: [] };

jest.setTimeout(20_000);

const FIELDS = [
  'First name',
  'Last name',
  'Street address',
  'House number',
  'City',
  'State',
  'Zip code',
  'Country',
  'Phone',
];

/** The address list as a signed-in customer sees it, with a card's action asked for: its confirmation open. */
async function confirmationOf(action: string) {
  const platform = createFakePlatform({ user });
  await renderAt('/my-account/edit-address', platform);
  const events = userEvent.setup();
  await events.click(await screen.findByRole('button', { name: action }));
  return { platform, events, dialog: screen.getByRole('alertdialog') };
}

/**
 * Types each value into the street field in turn (one change each), lets the suggestions' debounce pass on
 * fake timers, then goes back to real ones. Call jest.useFakeTimers() before the page renders.
 */
async function typeStreet(...values: string[]) {
  const street = screen.getByRole('combobox', { name: 'Street address' });
  for (const value of values) fireEvent.change(street, { target: { value } });
  await act(async () => {
    jest.advanceTimersByTime(400);
  });
  jest.useRealTimers();
  return street;
}

describe('address list', () => {
  it('lists the addresses with the default marked, the add link, and the empty state', async () => {
    stubNetwork({
      'GET /api/address/fetch-address': () => json({ data: [home, office] }),
      'GET /api/account/manuals': () => json(manuals),
    });
    await renderAt('/my-account/edit-address', createFakePlatform({ user }));
    const cards = await screen.findAllByRole('listitem', { name: /Lovelace/ });
    expect(cards).toHaveLength(2);
    expect(within(cards[0]).getByText('Default')).toBeTruthy();
    expect(within(cards[1]).queryByText('Default')).toBeNull();
    expect(within(cards[0]).queryByRole('button', { name: /Set the address/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Add Shipping Address' }).getAttribute('href')).toBe(
      '/my-account/edit-address/shipping',
    );
    expect(within(cards[1]).getByRole('link', { name: /Edit/ }).getAttribute('href')).toBe(
      '/my-account/edit-address/a2',
    );
  });

  it('writes each address as every page does: the country by its name, however it was typed', async () => {
    stubNetwork({
      'GET /api/address/fetch-address': () => json({ data: [{ ...home, country: 'US' }] }),
      'GET /api/account/manuals': () => json(manuals),
    });
    await renderAt('/my-account/edit-address', createFakePlatform({ user }));
    const [card] = await screen.findAllByRole('listitem', { name: /Lovelace/ });
    expect(card.querySelector('address')!.innerHTML.split('<br>')).toEqual([
      'Elm Street 742',
      'Springfield, IL 62701',
      'United States',
      '+1 217 555 0100',
    ]);
  });

  it('says so when there is no address yet', async () => {
    stubNetwork({
      'GET /api/address/fetch-address': () => json({ data: [] }),
      'GET /api/account/manuals': () => json(manuals),
    });
    await renderAt('/my-account/edit-address', createFakePlatform({ user }));
    expect(await screen.findByText('No shipping address yet')).toBeTruthy();
  });

  it('sets the default after confirmation and reloads the list', async () => {
    let list = [home, office];
    const requests = stubNetwork({
      'GET /api/address/fetch-address': () => json({ data: list }),
      'GET /api/account/manuals': () => json(manuals),
      'PUT /api/address/set-default': () => {
        list = [
          { ...office, is_default: true },
          { ...home, is_default: false },
        ];
        return json({ data: list[0] });
      },
    });
    const { platform, events, dialog } = await confirmationOf(
      'Set as default: the address of Augusta Lovelace',
    );
    expect(dialog).toBe(
      screen.getByRole('alertdialog', { name: 'Make this your default address?' }),
    );
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' }));
    await events.click(within(dialog).getByRole('button', { name: 'Set as default' }));
    await waitFor(() =>
      expect(platform.toasts.success).toHaveBeenCalledWith('Default address set successfully'),
    );
    expect(await requests.find((r) => r.method === 'PUT')!.json()).toEqual({ id: 'a2' });
    await waitFor(() =>
      expect(
        within(screen.getAllByRole('listitem', { name: /Lovelace/ })[0]).getByText(
          'Augusta Lovelace',
        ),
      ).toBeTruthy(),
    );
  });

  it('does nothing when the confirmation is cancelled (Escape)', async () => {
    const requests = stubNetwork({
      'GET /api/address/fetch-address': () => json({ data: [home, office] }),
      'GET /api/account/manuals': () => json(manuals),
    });
    const { events } = await confirmationOf('Delete the address of Ada Lovelace');
    expect(screen.getByRole('alertdialog', { name: 'Delete this address?' })).toBeTruthy();
    await events.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(requests.filter((r) => r.method === 'DELETE')).toHaveLength(0);
  });

  it.each([
    ['deleted', 200, 'success', 'Address deleted successfully'],
    ['refused', 404, 'error', 'Failed to delete address'],
  ])('deletes after confirmation (%s)', async (_case, status, kind, message) => {
    stubNetwork({
      'GET /api/address/fetch-address': () => json({ data: [home, office] }),
      'GET /api/account/manuals': () => json(manuals),
      'DELETE /api/address/delete-address/a1': () =>
        json(status === 200 ? { success: true } : { message: 'Address not found' }, status),
    });
    const { platform, events, dialog } = await confirmationOf('Delete the address of Ada Lovelace');
    await events.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(platform.toasts[kind as 'success' | 'error']).toHaveBeenCalledWith(message),
    );
  });

  it('logs out on a 401 from set-default', async () => {
    stubNetwork({
      'GET /api/address/fetch-address': () => json({ data: [home, office] }),
      'GET /api/account/manuals': () => json(manuals),
      'PUT /api/address/set-default': () => json({ statusCode: 401 }, 401),
    });
    const { platform, events, dialog } = await confirmationOf(
      'Set as default: the address of Augusta Lovelace',
    );
    await events.click(within(dialog).getByRole('button', { name: 'Set as default' }));
    await waitFor(() => expect(platform.session.logout).toHaveBeenCalled());
    expect(platform.toasts.error).not.toHaveBeenCalled();
  });
});

describe('address form', () => {
  /** The add form with every required field filled (and the notes, when given), submitted. */
  async function submitNewAddress(orderNotes?: string) {
    const platform = createFakePlatform({ user });
    await renderAt('/my-account/edit-address/shipping', platform);
    await screen.findByLabelText('First name');
    // Filled with change events: typing nine fields key by key is slow and proves nothing more.
    for (const label of FIELDS)
      fireEvent.change(screen.getByLabelText(label), { target: { value: `${label} value` } });
    if (orderNotes)
      fireEvent.change(screen.getByLabelText('Order notes (optional)'), {
        target: { value: orderNotes },
      });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save address' }));
    return platform;
  }

  it('shows every required-field message under its field and blocks the submission', async () => {
    const requests = stubNetwork({});
    await renderAt('/my-account/edit-address/shipping', createFakePlatform({ user }));
    const events = userEvent.setup();
    await events.click(await screen.findByRole('button', { name: 'Save address' }));
    for (const message of [
      'First name is required',
      'Last name is required',
      'Street address is required',
      'City is required',
      'Zip code is required',
      'Country is required',
      'State is required',
      'Phone is required',
      'House number is required',
    ]) {
      expect(await screen.findByText(message)).toBeTruthy();
    }
    expect(screen.getByLabelText('Street address').getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByText(/Order notes.*required/)).toBeNull();
    expect(requests).toHaveLength(0);
  });

  it("creates: POST with the form's names, 'Loading...' on the disabled button, toast and back to the list", async () => {
    const pending = deferred();
    const requests = stubNetwork({
      'POST /api/address/add-edit': () => pending.promise,
      'GET /api/address/places': () => json({ data: [] }),
    });
    const platform = await submitNewAddress('Leave at the door');
    const button = await screen.findByRole('button', { name: /Loading\.\.\./ });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    pending.resolve(json({ data: home }, 201));
    await waitFor(() =>
      expect(platform.toasts.success).toHaveBeenCalledWith('Address successfully created'),
    );
    expect(platform.navigation.navigate).toHaveBeenCalledWith('/my-account/edit-address');
    expect(await requests.find((r) => r.method === 'POST')!.json()).toEqual({
      addressId: null,
      address: {
        first_name: 'First name value',
        last_name: 'Last name value',
        street_address: 'Street address value',
        house_number: 'House number value',
        city: 'City value',
        state: 'State value',
        zip_code: 'Zip code value',
        country: 'Country value',
        phone: 'Phone value',
        order_notes: 'Leave at the door',
      },
    });
  });

  it.each([
    [500, 'Something went wrong'],
    [409, 'Unexpected response status: 409'],
  ])('reports a %s answer', async (status, message) => {
    stubNetwork({ 'POST /api/address/add-edit': () => json({ message: 'nope' }, status) });
    const platform = await submitNewAddress();
    await waitFor(() => expect(platform.toasts.error).toHaveBeenCalledWith(message));
    expect(platform.navigation.navigate).not.toHaveBeenCalled();
  });

  it('logs out on a 401 when saving', async () => {
    stubNetwork({ 'POST /api/address/add-edit': () => json({ statusCode: 401 }, 401) });
    const platform = await submitNewAddress();
    await waitFor(() => expect(platform.session.logout).toHaveBeenCalled());
  });

  it('edits: prefilled in the form names, PUT with the addressId', async () => {
    const requests = stubNetwork({
      'GET /api/address/fetch-address/a2': () => json({ data: office }),
      'PUT /api/address/add-edit': () => json({ data: office }),
    });
    const platform = createFakePlatform({ user });
    await renderAt('/my-account/edit-address/a2', platform);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Edit shipping address' }),
    ).toBeTruthy();
    expect((screen.getByLabelText('Zip code') as HTMLInputElement).value).toBe('62701');
    expect((screen.getByLabelText('Phone') as HTMLInputElement).value).toBe('+1 217 555 0100');
    expect((screen.getByLabelText('Order notes (optional)') as HTMLTextAreaElement).value).toBe(
      'Ring twice',
    );
    const events = userEvent.setup();
    await events.clear(screen.getByLabelText('City'));
    await events.type(screen.getByLabelText('City'), 'Shelbyville');
    await events.click(screen.getByRole('button', { name: 'Save address' }));
    await waitFor(() =>
      expect(platform.toasts.success).toHaveBeenCalledWith('Address successfully updated'),
    );
    const put = requests.find((r) => r.method === 'PUT')!;
    const body = await put.json();
    expect(body.addressId).toBe('a2');
    expect(body.address).toMatchObject({
      city: 'Shelbyville',
      zip_code: '62701',
      phone: '+1 217 555 0100',
      order_notes: 'Ring twice',
    });
  });

  it('shows nothing for a missing address', async () => {
    stubNetwork({
      'GET /api/address/fetch-address/nope': () => json({ message: 'Address not found' }, 404),
    });
    await renderAt('/my-account/edit-address/nope', createFakePlatform({ user }));
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
    expect(screen.queryByRole('form')).toBeNull();
    expect(screen.queryByLabelText('First name')).toBeNull();
  });

  it('suggests addresses as the street is typed (debounced) and fills the form from the keyboard', async () => {
    jest.useFakeTimers();
    const requests = stubNetwork({
      'GET /api/address/places': () =>
        json({
          data: [
            {
              label: '742 Elm St, Springfield, IL 62701, United States',
              street: '742 Elm St',
              city: 'Springfield',
              state: 'IL',
              zip: '62701',
              country: 'United States',
            },
            {
              label: '742 Elm St, Chicago, IL 60601, United States',
              street: '742 Elm St',
              city: 'Chicago',
              state: 'IL',
              zip: '60601',
              country: 'United States',
            },
          ],
        }),
    });
    await renderAt('/my-account/edit-address/shipping', createFakePlatform({ user }));
    const street = await typeStreet('742', '742 Elm');
    const options = await screen.findAllByRole('option');
    expect(requests).toHaveLength(1);
    expect(new URL(requests[0].url).searchParams.get('q')).toBe('742 Elm');
    expect(street.getAttribute('aria-expanded')).toBe('true');
    expect(options).toHaveLength(2);

    fireEvent.keyDown(street, { key: 'ArrowDown' });
    fireEvent.keyDown(street, { key: 'ArrowDown' });
    expect(street.getAttribute('aria-activedescendant')).toBe(options[1].id);
    fireEvent.keyDown(street, { key: 'Enter' });
    await waitFor(() =>
      expect((screen.getByLabelText('City') as HTMLInputElement).value).toBe('Chicago'),
    );
    expect((street as HTMLInputElement).value).toBe('742 Elm St');
    expect((screen.getByLabelText('State') as HTMLInputElement).value).toBe('IL');
    expect((screen.getByLabelText('Zip code') as HTMLInputElement).value).toBe('60601');
    expect((screen.getByLabelText('Country') as HTMLInputElement).value).toBe('United States');
    expect(street.getAttribute('aria-expanded')).toBe('false');
  });

  it('a suggestion found by ZIP code fills city, state, zip and country and keeps the street typed', async () => {
    jest.useFakeTimers();
    stubNetwork({
      'GET /api/address/places': () =>
        json({
          data: [
            {
              label: 'San Francisco, CA 94103, United States',
              street: '',
              city: 'San Francisco',
              state: 'CA',
              zip: '94103',
              country: 'United States',
            },
          ],
        }),
    });
    await renderAt('/my-account/edit-address/shipping', createFakePlatform({ user }));
    const street = await typeStreet('94103');
    await userEvent
      .setup()
      .click(await screen.findByRole('option', { name: 'San Francisco, CA 94103, United States' }));
    await waitFor(() =>
      expect((screen.getByLabelText('City') as HTMLInputElement).value).toBe('San Francisco'),
    );
    expect((street as HTMLInputElement).value).toBe('94103');
    expect((screen.getByLabelText('State') as HTMLInputElement).value).toBe('CA');
    expect((screen.getByLabelText('Zip code') as HTMLInputElement).value).toBe('94103');
    expect((screen.getByLabelText('Country') as HTMLInputElement).value).toBe('United States');
  });

  it('keeps what is typed by hand when Escape closes the suggestions, and logs out on a 401 from places', async () => {
    jest.useFakeTimers();
    stubNetwork({ 'GET /api/address/places': () => json({ statusCode: 401 }, 401) });
    const platform = createFakePlatform({ user });
    await renderAt('/my-account/edit-address/shipping', platform);
    const street = await typeStreet('Hauptstraße');
    await waitFor(() => expect(platform.session.logout).toHaveBeenCalled());
    fireEvent.keyDown(street, { key: 'Escape' });
    expect((street as HTMLInputElement).value).toBe('Hauptstraße');
  });
});
