import { describe, expect, it } from 'vitest';
import { call, useTestApp } from '../../../../test/test-app';
import { createSignedInUser } from '../../auth/testing';
import { elfBytes, multipart } from '../../onboarding/testing';
import { createTestOffering, moveTestOffering, offeringCall } from '../offerings.test-factories';

const otherHost = 'offering-documents-other.test';
const t = useTestApp({ tenants: { [otherHost]: 'Other Documents Domain' } });

const pdfBytes = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
const newAdmin = (host?: string) => createSignedInUser(t, { roles: ['admin'], host });

function upload(
  user: { token: string },
  offeringId: string,
  options: { fields?: Record<string, string>; bytes?: Buffer | null; host?: string } = {},
) {
  const bytes = options.bytes === undefined ? pdfBytes : options.bytes;
  const body = multipart(
    options.fields ?? { kind: 'form_c', title: 'Form C' },
    bytes ? [{ name: 'form-c.pdf', type: 'application/pdf', bytes }] : [],
  );
  return call(t.api, {
    method: 'POST',
    url: `/v1/admin/offerings/${offeringId}/documents`,
    host: options.host,
    token: user.token,
    payload: body.payload,
    headers: body.headers,
  });
}

const listAs = (user: { token: string }, url: string) =>
  offeringCall(t, user, 'GET', url).then((response) => response.json().payload.items as { id: string }[]);

describe("an offering's documents", () => {
  it('files a PDF that investors list and download once the offering is announced', async () => {
    const admin = await newAdmin();
    const investor = await createSignedInUser(t);
    const id = await createTestOffering(t, admin);
    const uploaded = await upload(admin, id, { fields: { kind: 'offering_circular', title: 'Offering circular' } });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const document = uploaded.json().payload;
    expect(document).toMatchObject({
      offering_id: id,
      kind: 'offering_circular',
      title: 'Offering circular',
      size_bytes: pdfBytes.length,
      uploaded_at: t.clock.now().toISOString(),
    });

    expect((await offeringCall(t, investor, 'GET', `/v1/ipo/${id}/documents`)).statusCode).toBe(404);
    await moveTestOffering(t, admin, id, 'upcoming');
    expect(await listAs(investor, `/v1/ipo/${id}/documents`)).toEqual([document]);
    const file = await offeringCall(t, investor, 'GET', `/v1/ipo/${id}/documents/${document.id}/file`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toBe('attachment; filename="Offering circular.pdf"');
    expect(file.rawPayload.equals(pdfBytes)).toBe(true);
  });

  it('refuses a renamed executable, an empty upload and bad fields, and files nothing', async () => {
    const admin = await newAdmin();
    const id = await createTestOffering(t, admin);
    const executable = await upload(admin, id, { bytes: elfBytes });
    expect(executable.statusCode).toBe(400);
    expect(executable.json()).toMatchObject({ code: 'VALIDATION', errors: { file: ['Only PDF files are accepted'] } });
    expect((await upload(admin, id, { bytes: null })).json().errors).toEqual({ file: ['Choose a PDF file to upload'] });
    const badKind = await upload(admin, id, { fields: { kind: 'prospectus', title: 'x' } });
    expect(badKind.json().errors).toEqual({ kind: ['Choose what kind of document this is'] });
    const unknown = await upload(admin, id, { fields: { kind: 'other', title: 'x', owner: 'me' } });
    expect(unknown.json().errors).toEqual({ owner: ['Unknown field'] });
    const noTitle = await upload(admin, id, { fields: { kind: 'other', title: ' ' } });
    expect(noTitle.json().errors).toEqual({ title: ['Enter a title for the document'] });
    const json = await offeringCall(t, admin, 'POST', `/v1/admin/offerings/${id}/documents`, { kind: 'other' });
    expect(json.statusCode).toBe(400);
    expect(await listAs(admin, `/v1/admin/offerings/${id}/documents`)).toEqual([]);
  });

  it('refuses a PDF over 20 MB with 413', async () => {
    const admin = await newAdmin();
    const id = await createTestOffering(t, admin);
    const large = Buffer.concat([pdfBytes, Buffer.alloc(20 * 1024 * 1024 + 1, 0x20)]);
    expect((await upload(admin, id, { bytes: large })).statusCode).toBe(413);
  });

  it('lets administrators alone file and withdraw documents, and only while the offering is not closed', async () => {
    const admin = await newAdmin();
    const investor = await createSignedInUser(t);
    const id = await createTestOffering(t, admin);
    expect((await upload(investor, id)).statusCode).toBe(403);
    const document = (await upload(admin, id)).json().payload;
    const remove = (user: { token: string }, documentId = document.id) =>
      call(t.api, { method: 'DELETE', url: `/v1/admin/offerings/${id}/documents/${documentId}`, token: user.token });
    expect((await remove(investor)).statusCode).toBe(403);
    expect((await remove(admin)).statusCode).toBe(200);
    expect((await remove(admin)).statusCode).toBe(404);
    expect(await listAs(admin, `/v1/admin/offerings/${id}/documents`)).toEqual([]);
    const file = await offeringCall(t, admin, 'GET', `/v1/admin/offerings/${id}/documents/${document.id}/file`);
    expect(file.statusCode).toBe(404);

    const kept = (await upload(admin, id)).json().payload;
    await moveTestOffering(t, admin, id, 'cancelled');
    const late = await upload(admin, id);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('The documents of an offering that is cancelled cannot change');
    expect((await remove(admin, kept.id)).statusCode).toBe(409);

    const trail = await offeringCall(t, admin, 'GET', `/v1/admin/audit?object_kind=offering&object_id=${id}`);
    const actions = trail.json().payload.items.map((entry: { action: string }) => entry.action);
    expect(actions).toEqual([
      'offering.cancelled',
      'offering.document_filed',
      'offering.document_withdrawn',
      'offering.document_filed',
      'offering.create',
    ]);
  });

  it("shows no other domain's offering or document, to its administrators or investors", async () => {
    const admin = await newAdmin();
    const id = await createTestOffering(t, admin);
    await moveTestOffering(t, admin, id, 'upcoming');
    const document = (await upload(admin, id)).json().payload;
    const otherAdmin = await newAdmin(otherHost);
    const otherInvestor = await createSignedInUser(t, { host: otherHost });
    const asOther = (user: { token: string }, url: string) => offeringCall(t, user, 'GET', url, undefined, otherHost);
    expect((await upload(otherAdmin, id, { host: otherHost })).statusCode).toBe(404);
    expect((await asOther(otherAdmin, `/v1/admin/offerings/${id}/documents`)).statusCode).toBe(404);
    expect((await asOther(otherInvestor, `/v1/ipo/${id}/documents`)).statusCode).toBe(404);
    expect((await asOther(otherInvestor, `/v1/ipo/${id}/documents/${document.id}/file`)).statusCode).toBe(404);
    const removed = await call(t.api, {
      method: 'DELETE',
      url: `/v1/admin/offerings/${id}/documents/${document.id}`,
      host: otherHost,
      token: otherAdmin.token,
    });
    expect(removed.statusCode).toBe(404);
    expect(await listAs(admin, `/v1/admin/offerings/${id}/documents`)).toHaveLength(1);
  });

  it('answers a document of another offering as not found', async () => {
    const admin = await newAdmin();
    const first = await createTestOffering(t, admin);
    const second = await createTestOffering(t, admin);
    const document = (await upload(admin, first)).json().payload;
    const file = await offeringCall(t, admin, 'GET', `/v1/admin/offerings/${second}/documents/${document.id}/file`);
    expect(file.statusCode).toBe(404);
    const badId = await offeringCall(t, admin, 'GET', `/v1/admin/offerings/${first}/documents/not-a-uuid/file`);
    expect(badId.statusCode).toBe(400);
  });
});
