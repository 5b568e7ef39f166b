import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import { call, type TestApp } from '../../../../test/test-app';
import { createSignedInUser } from '../../auth/testing';
import {
  createInvestor,
  type Investor,
  post,
  settledKycStatus,
  submitDocuments,
  walkToDocuments,
} from '../onboarding.test-factories';

/** Test data for the account's documents: approved investors, chunked uploads and the admin's expiry. */

/** A call of /v1/account/... as `investor`. */
export function account(
  t: TestApp,
  investor: Investor,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  payload?: object | Buffer,
) {
  return call(t.api, {
    method,
    url: `/v1/account/${path}`,
    host: investor.host,
    token: investor.token,
    ...(Buffer.isBuffer(payload)
      ? { payload, headers: { 'content-type': 'application/octet-stream' } }
      : payload === undefined
        ? {}
        : { payload }),
  });
}

/** An individual who finished onboarding with a passport, and whose identity check passed. */
export async function approvedInvestor(t: TestApp, options: { host?: string } = {}): Promise<Investor> {
  const investor = await createInvestor(t, options);
  await walkToDocuments(t, investor);
  await submitDocuments(t, investor);
  const complete = await post(t, investor, 'complete');
  expect(complete.statusCode, complete.body).toBe(200);
  expect((await settledKycStatus(t, investor)).status).toBe('approved');
  return investor;
}

export interface ListedDocument {
  id: string;
  status: string;
  expiry_date: string | null;
  is_expired: boolean;
  can_replace: boolean;
  uploaded_at: string;
}

export async function documentsOf(t: TestApp, investor: Investor) {
  const response = await account(t, investor, 'GET', 'documents');
  expect(response.statusCode, response.body).toBe(200);
  return response.json().payload as { items: ListedDocument[]; deed: { sha256: string } | null };
}

/** An administrator of the investor's domain marks `documentId` expired. */
export async function markExpiredByAdmin(t: TestApp, investor: Investor, documentId: string) {
  const admin = await createSignedInUser(t, { roles: ['admin'], host: investor.host });
  const response = await call(t.api, {
    method: 'POST',
    url: `/v1/admin/onboarding/documents/${documentId}/review`,
    host: investor.host,
    token: admin.token,
    payload: { action: 'mark_expired', reason: 'The passport has expired' },
  });
  expect(response.statusCode, response.body).toBe(200);
}

/** A real PNG (its signature and header) padded to `size` bytes: file-type still reads it as a PNG. */
export function paddedPng(pngBytes: Buffer, size: number): Buffer {
  return Buffer.concat([pngBytes, Buffer.alloc(size - pngBytes.length, 7)]);
}

/** The chunks of `file` for an upload of `chunkSize`. */
export function chunksOf(file: Buffer, chunkSize: number): Buffer[] {
  const chunks: Buffer[] = [];
  for (let start = 0; start < file.length; start += chunkSize) chunks.push(file.subarray(start, start + chunkSize));
  return chunks;
}

/** The files the local storage holds in `folder`. */
export function storedFiles(t: TestApp, folder: string): string[] {
  const path = join(t.context.config.DATA_DIR, 'uploads', folder);
  return existsSync(path) ? readdirSync(path) : [];
}
