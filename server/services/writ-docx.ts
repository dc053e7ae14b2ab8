import { AlignmentType, Document, Packer, Paragraph, TextRun } from 'docx';
import type { FastifyReply } from 'fastify';
import type { WritDocumentRow } from '../entities/writ-document.entity';
import { attachmentHeader } from './xlsx';
import { chinaDateText } from './writ-text';

const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
/** Official-document fonts (GB/T 9704): 小标宋 title, 仿宋 text; Word falls back when missing. */
const TITLE_FONT = { name: '方正小标宋简体', eastAsia: '方正小标宋简体' } as const;
const TEXT_FONT = { name: '仿宋_GB2312', eastAsia: '仿宋_GB2312' } as const;
/** Sizes in half-points: 二号 22pt, 三号 16pt. */
const TITLE_SIZE = 44;
const TEXT_SIZE = 32;
/** 2 characters of 三号 text, in twips. */
const INDENT = 640;

const run = (text: string, bold = false) => new TextRun({ text, font: TEXT_FONT, size: TEXT_SIZE, bold });

/** A paper to print: its title, the number line (none for a record without a number), its text and who signs it when. */
export interface WritPaper {
  title: string;
  numberLine: string | null;
  lines: string[];
  organName: string;
  dated: Date;
}

/** The paper as a Word document: title, number, the text one paragraph per line, unit and date. */
export async function buildPaperDocx(paper: WritPaper): Promise<Buffer> {
  const children = [
    new Paragraph({ alignment: AlignmentType.CENTER, spacing: { after: paper.numberLine ? 240 : 480 }, children: [new TextRun({ text: paper.title, font: TITLE_FONT, size: TITLE_SIZE })] }),
    ...(paper.numberLine ? [new Paragraph({ alignment: AlignmentType.CENTER, spacing: { after: 480 }, children: [run(paper.numberLine)] })] : []),
    ...paper.lines.map((line, i) =>
      // The first line is the salutation (当事人：) and keeps no indent.
      new Paragraph({ indent: i === 0 ? undefined : { firstLine: INDENT }, spacing: { line: 560, lineRule: 'exact' }, children: [run(line)] }),
    ),
    new Paragraph({ spacing: { before: 720 }, alignment: AlignmentType.RIGHT, children: [run(paper.organName)] }),
    new Paragraph({ alignment: AlignmentType.RIGHT, children: [run(chinaDateText(paper.dated))] }),
  ];
  const file = new Document({
    creator: paper.organName || '消防监督执法综合业务平台',
    title: paper.title,
    sections: [{ properties: { page: { margin: { top: 2098, bottom: 1984, left: 1588, right: 1474 } } }, children }],
  });
  return Packer.toBuffer(file);
}

/** The writ as a Word document. */
export const buildWritDocx = (doc: WritDocumentRow): Promise<Buffer> =>
  buildPaperDocx({
    title: doc.title,
    numberLine: doc.documentNumber ?? '（草稿，未签发）',
    lines: doc.content.split(/\r?\n/),
    organName: doc.organName,
    dated: doc.issuedAt ? new Date(doc.issuedAt) : new Date(doc.updatedAt),
  });

export const writFileName = (doc: WritDocumentRow) => `${(doc.documentNumber ?? doc.title).replace(/[\\/:*?"<>|]/g, '_')}.docx`;

/** Writes the .docx as the reply (a raw route). */
export async function sendWritDocx(reply: FastifyReply, doc: WritDocumentRow): Promise<void> {
  await sendDocx(reply, await buildWritDocx(doc), writFileName(doc));
}

/** Writes a built .docx as the reply under a file name. */
export async function sendDocx(reply: FastifyReply, buffer: Buffer, fileName: string): Promise<void> {
  await reply
    .header('content-type', DOCX_TYPE)
    .header('content-disposition', attachmentHeader(fileName))
    .header('access-control-expose-headers', 'content-disposition')
    .send(buffer);
}
