import { useMutation } from '@tanstack/react-query';
import type { ProductCategory } from '@zeng/contract/constants';
import * as api from '@zeng/contract/endpoints/advert-page';
import type { ReportReason } from '@zeng/contract/report-reasons';
import { call } from '../../../lib/api-client';

/** POST /{category}/{id}/report: a visitor's typed reason and words (issue 37); once per person and advert. */
export const useReportAdvert = (category: ProductCategory, id: number) =>
  useMutation({
    mutationFn: (report: { reason: ReportReason; note: string }) =>
      call(api.reportAdvert, {
        category,
        params: { id },
        body: { reason: report.reason, ...(report.note.trim() && { note: report.note }) },
      }),
  });
