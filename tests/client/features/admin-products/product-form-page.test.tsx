/**
 * /admin/products/add: a file that only claims to be a picture (a text file named .png, typed
 * image/png) is decoded as soon as it is chosen and refused with a sentence naming it, so it never
 * waits for the submit; a real picture joins the list. The stock rule is worded as it works: at or
 * below the threshold, a product shows as low stock.
 */
import '../../support/dom-stubs';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminApi } from '../../../../src/lib/api-client';
import { UNDECODABLE_IMAGE } from '../../../../src/lib/image-files';
import { mockApi, type ApiMock } from '../../support/api-mock';
import { openAdminPage as open, signInAdmin } from '../../support/admin-app';

/** PNG's signature: what the stand-in decoder below accepts as a picture. */
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

let api: ApiMock;
beforeEach(() => {
  api = mockApi([adminApi]);
  signInAdmin(api);
  // jsdom decodes no images: a stand-in for the browser's decoder that reads the file's first bytes.
  vi.stubGlobal('createImageBitmap', async (blob: Blob) => {
    const head = new Uint8Array(await blob.slice(0, 8).arrayBuffer());
    if (!PNG_SIGNATURE.every((byte, index) => head[index] === byte)) throw new DOMException('The source image could not be decoded.', 'InvalidStateError');
    return { width: 1, height: 1, close: () => undefined };
  });
  // jsdom has no object URLs either; the previews need one each.
  URL.createObjectURL = () => 'blob:preview';
  URL.revokeObjectURL = () => undefined;
});
afterEach(() => {
  api.restore();
  vi.unstubAllGlobals();
});

const choose = (...files: File[]) => fireEvent.change(document.querySelector('input[type="file"]')!, { target: { files } });

describe('the product form', () => {
  it('refuses a text file named .png as soon as it is chosen, and keeps a real picture', async () => {
    await open('/admin/products/add', 'Add product');
    const fake = new File(['just some notes, not a picture'], 'notes.png', { type: 'image/png' });
    const real = new File([new Uint8Array([...PNG_SIGNATURE, 0, 0, 0, 13])], 'jar.png', { type: 'image/png' });
    choose(fake, real);
    expect(await screen.findByText(`notes.png: ${UNDECODABLE_IMAGE}`)).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('img', { name: /^Image \d/ })).toHaveLength(1));
    expect(api.calls.filter((call) => call.method !== 'GET')).toHaveLength(0);
  });

  it('says low stock starts at the threshold, as the rule counts it', async () => {
    await open('/admin/products/add', 'Add product');
    expect(screen.getByText('Prices in pounds. At or below the threshold the product shows as low stock.')).toBeInTheDocument();
    expect(screen.queryByText(/\bBelow the threshold/)).toBeNull();
  });
});
