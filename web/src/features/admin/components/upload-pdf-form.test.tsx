import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '#web/test/render.tsx';
import { UploadPdfForm } from './upload-pdf-form.tsx';

afterEach(() => vi.unstubAllGlobals());

const pdf = () => new File(['%PDF-1.7 minutes'], '24-1158-1_2024-12-04_4PM_Minutes.pdf', { type: 'application/pdf' });

function answer(status: number, body: unknown) {
  const calls: { url: string; init: RequestInit }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return new Response(JSON.stringify(body), { status });
    }),
  );
  return calls;
}

describe('UploadPdfForm', () => {
  it('marks the file as required and, sent empty, says so by the field and focuses it', async () => {
    const calls = answer(200, {});
    const user = userEvent.setup();
    renderWithProviders(<UploadPdfForm />);
    const input = screen.getByLabelText('PDF file');
    expect(input).toBeRequired();
    expect(input).toHaveAccessibleDescription('A minutes or agenda PDF, at most 100 MB.');
    await user.click(screen.getByRole('button', { name: 'Upload and read' }));
    expect(input).toHaveFocus();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(expect.stringContaining('Choose a PDF file to upload.'));
    expect(calls).toHaveLength(0);
  });

  it('sends the bytes with the file name and shows what the server did, with a link to the meeting', async () => {
    const calls = answer(200, { file: '24-1158-1_2024-12-04_4PM_Minutes.pdf', status: 'created', meeting_id: 7, pages: 9, items: 14, votes: 6, code: null, reason: null });
    const user = userEvent.setup();
    renderWithProviders(<UploadPdfForm />);
    await user.upload(screen.getByLabelText('PDF file'), pdf());
    await user.click(screen.getByRole('button', { name: 'Upload and read' }));
    expect(await screen.findByText('Created: 24-1158-1_2024-12-04_4PM_Minutes.pdf made a new meeting.')).toBeInTheDocument();
    expect(screen.getByText('Pages: 9. Agenda items: 14. Votes: 6.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the meeting' })).toHaveAttribute('href', '/meetings/7');
    expect(calls[0]!.url).toBe('/api/v1/admin/ingest/upload?name=24-1158-1_2024-12-04_4PM_Minutes.pdf');
    expect(new Headers(calls[0]!.init.headers).get('content-type')).toBe('application/pdf');
    expect(calls[0]!.init.body).toBeInstanceOf(File);
  });

  it("shows the server's refusal of a file that is no PDF next to the field", async () => {
    const message = 'This file is not a PDF. Choose the minutes or agenda PDF.';
    answer(400, { error: { code: 'validation_failed', message: 'Invalid', details: [{ field: 'file', location: 'body', code: 'not_pdf', message, key: 'upload_not_pdf' }] } });
    const user = userEvent.setup();
    renderWithProviders(<UploadPdfForm />);
    const input = screen.getByLabelText('PDF file');
    await user.upload(input, pdf());
    await user.click(screen.getByRole('button', { name: 'Upload and read' }));
    await vi.waitFor(() => expect(input).toHaveAccessibleDescription(expect.stringContaining(message)));
    expect(input).toHaveFocus();
  });

  it("says why a PDF failed, and that a file over the server's limit is too large", async () => {
    answer(200, { file: 'scan.pdf', status: 'failed', meeting_id: null, pages: 0, items: 0, votes: 0, code: 'encrypted', reason: 'the PDF is encrypted and needs a password' });
    const user = userEvent.setup();
    renderWithProviders(<UploadPdfForm />);
    const input = screen.getByLabelText('PDF file');
    await user.upload(input, new File(['%PDF-1.4'], 'scan.pdf', { type: 'application/pdf' }));
    await user.click(screen.getByRole('button', { name: 'Upload and read' }));
    expect(await screen.findByText('Failed: scan.pdf was not read.')).toBeInTheDocument();
    expect(screen.getByText(/The PDF is encrypted and needs a password\./)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Open the meeting' })).toBeNull();

    answer(413, { error: { code: 'payload_too_large', message: 'The request is too large (the limit is 100 MB).' } });
    await user.click(screen.getByRole('button', { name: 'Upload and read' }));
    await vi.waitFor(() => expect(input).toHaveAccessibleDescription(expect.stringContaining('This file is too large: the limit is 100 MB.')));
  });

  it('words a PDF refused by the reader’s limits (issue 51)', async () => {
    answer(200, { file: 'packet.pdf', status: 'failed', meeting_id: null, pages: 0, items: 0, votes: 0, code: 'too_many_pages', reason: 'the PDF has 20000 pages; at most 5000 are read' });
    const user = userEvent.setup();
    renderWithProviders(<UploadPdfForm />);
    await user.upload(screen.getByLabelText('PDF file'), new File(['%PDF-1.4'], 'packet.pdf', { type: 'application/pdf' }));
    await user.click(screen.getByRole('button', { name: 'Upload and read' }));
    expect(await screen.findByText('Failed: packet.pdf was not read.')).toBeInTheDocument();
    expect(screen.getByText(/The PDF has more pages than the reader takes: it was refused\./)).toBeInTheDocument();
  });
});
