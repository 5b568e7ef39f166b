import {
  type SuitabilityNotification,
  type SuitabilityRequest,
  suitabilityAnswerWords,
  suitabilityQuestions,
} from '@invest/contracts';
import type { RGB } from 'pdf-lib';
import { createPdfWriter } from '../../../platform/pdf/pdf-layout';
import { statementTime } from '../statements/statement-csv';

/** Who the answers are of, and what they are. */
export interface SuitabilityRecord {
  company: string;
  accent: RGB | null;
  investorName: string;
  accountId: string;
  answers: SuitabilityRequest;
  answeredAt: Date;
  result: SuitabilityNotification;
  generatedAt: Date;
}

const riskWords: Record<string, string> = {
  conservative: 'Conservative',
  moderate: 'Moderate',
  aggresive: 'Aggressive',
};

/**
 * The investor's suitability answers as a PDF in the domain's branding (its company name as the
 * letterhead, in its link colour when it is one a PDF can draw): each question and answer, when they
 * were given, and the result with what it restricts.
 */
export async function renderSuitabilityPdf(record: SuitabilityRecord): Promise<Uint8Array> {
  const pdf = await createPdfWriter({
    title: 'Suitability answers',
    author: record.company,
    now: record.generatedAt,
    accent: record.accent,
  });
  pdf.letterhead(record.company);
  pdf.title('Suitability answers', `Given on ${statementTime(record.answeredAt)}`);
  pdf.field('Investor', record.investorName);
  pdf.field('Account', record.accountId);
  pdf.heading('Answers');
  for (const [key, text] of Object.entries(suitabilityQuestions) as [keyof SuitabilityRequest, string][]) {
    const answer = record.answers[key];
    pdf.field(text, suitabilityAnswerWords[answer] ?? answer);
  }
  pdf.heading('Result');
  pdf.field('Risk tolerance', riskWords[record.answers.risk_tolerance] ?? record.answers.risk_tolerance);
  pdf.paragraph(
    record.result.message ??
      'Your answers do not restrict what you can do here: every offering and market open to your account stays open.',
  );
  pdf.numberPages((page, pages) => `${record.company} - suitability answers - page ${page} of ${pages}`);
  return pdf.save();
}
