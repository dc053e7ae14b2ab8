/** 预审查看 (fzysView) and 法制审核查看 (fhck): the legal review with where its flow stands. */
import { LEGAL_REVIEW_TABS } from '../../resources/legal-review';
import type { ScreenProps } from '../types';
import { BusinessDetailScreen } from './BusinessDetailScreen';

const definition = LEGAL_REVIEW_TABS[0];

export default function LegalReviewDetailScreen({ route }: ScreenProps) {
  return <BusinessDetailScreen route={route} definition={definition} busiTypeCode={(row) => String(row.reviewKind)} title={(row) => String(row.title)} />;
}
