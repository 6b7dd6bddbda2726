import { UK_DOCUMENT_REFS } from '@foundly/domain';
import { CountryCode, LegalForm, OrderStatus, UkArticles } from '@foundly/proto';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderStep, type OrderData } from '../../../testing/render-in-area.js';
import { ArticlesStep } from './articles-step.js';

const ORDER = {
  id: 'order-1',
  status: OrderStatus.WAITING_QUESTIONS,
  countryCode: CountryCode.UK,
  legalForm: LegalForm.LTD,
};

function renderArticlesStep(order: OrderData = { order: ORDER }) {
  return renderStep(ArticlesStep, { path: '/uk/en-gb/funnel/articles/articles', order });
}

describe('the articles step', () => {
  afterEach(cleanup);

  it('asks for the PDF of articles of our own, and does not go on without it', async () => {
    renderArticlesStep();
    expect(screen.queryByRole('region', { name: 'The company’s articles' })).toBeNull();
    fireEvent.click(await screen.findByRole('radio', { name: /^Articles of our own/ }));
    const upload = await screen.findByRole('region', { name: 'The company’s articles' });
    expect(upload.querySelector('input[type=file]')?.getAttribute('accept')).toBe(
      '.pdf,application/pdf',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('This field is required.')).toBeTruthy();
  });

  it('shows the uploaded articles by their name, with a way to replace them', async () => {
    renderArticlesStep({
      order: {
        ...ORDER,
        documentRefs: { [UK_DOCUMENT_REFS.articles]: 'doc-1' },
        documents: [{ id: 'doc-1', fileName: 'Acme articles.pdf' }],
      },
      questionnaire: {
        ukIncorporation: { articles: { articles: UkArticles.BESPOKE, documentId: 'doc-1' } },
      },
    });
    expect(await screen.findByText('Acme articles.pdf')).toBeTruthy();
    expect(screen.getByRole('radio', { name: /^Articles of our own/ })).toHaveProperty(
      'checked',
      true,
    );
    fireEvent.click(screen.getByRole('button', { name: /Replace/ }));
    expect(screen.getByRole('button', { name: /Keep/ })).toBeTruthy();
  });
});
