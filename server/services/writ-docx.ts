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

/** The writ as a Word document: title, number, the filled text one paragraph per line, unit and date. */
export async function buildWritDocx(doc: WritDocumentRow): Promise<Buffer> {
  const lines = doc.content.split(/\r?\n/);
  const dated = doc.issuedAt ? new Date(doc.issuedAt) : new Date(doc.updatedAt);
  const children = [
    new Paragraph({ alignment: AlignmentType.CENTER, spacing: { after: 240 }, children: [new TextRun({ text: doc.title, font: TITLE_FONT, size: TITLE_SIZE })] }),
    new Paragraph({ alignment: AlignmentType.CENTER, spacing: { after: 480 }, children: [run(doc.documentNumber ?? '（草稿，未签发）')] }),
    ...lines.map((line, i) =>
      // The first line is the salutation (当事人：) and keeps no indent.
      new Paragraph({ indent: i === 0 ? undefined : { firstLine: INDENT }, spacing: { line: 560, lineRule: 'exact' }, children: [run(line)] }),
    ),
    new Paragraph({ spacing: { before: 720 }, alignment: AlignmentType.RIGHT, children: [run(doc.organName)] }),
    new Paragraph({ alignment: AlignmentType.RIGHT, children: [run(chinaDateText(dated))] }),
  ];
  const file = new Document({
    creator: doc.organName || '消防监督执法综合业务平台',
    title: doc.title,
    sections: [{ properties: { page: { margin: { top: 2098, bottom: 1984, left: 1588, right: 1474 } } }, children }],
  });
  return Packer.toBuffer(file);
}

export const writFileName = (doc: WritDocumentRow) => `${(doc.documentNumber ?? doc.title).replace(/[\\/:*?"<>|]/g, '_')}.docx`;

/** Writes the .docx as the reply (a raw route). */
export async function sendWritDocx(reply: FastifyReply, doc: WritDocumentRow): Promise<void> {
  const buffer = await buildWritDocx(doc);
  await reply
    .header('content-type', DOCX_TYPE)
    .header('content-disposition', attachmentHeader(writFileName(doc)))
    .header('access-control-expose-headers', 'content-disposition')
    .send(buffer);
}
