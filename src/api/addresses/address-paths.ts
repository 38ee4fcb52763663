/** Where the address book's writes go, for the calls made at once and the ones kept offline alike. */
export const ADD_ADDRESS_PATH = '/user/addresses/add';
export const addressPath = (id: string) => `/user/addresses/${encodeURIComponent(id)}`;
