import { useMutation } from '@tanstack/react-query';
import { reportFileName } from '@cuadre/shared/exports/export-files';
import type { TReportPeriod } from '@cuadre/shared/reports/period';
import { api } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';

export const REPORT_FORMATS = ['xlsx', 'csv', 'pdf'] as const;
export type TReportFormat = (typeof REPORT_FORMATS)[number];

/** A report the server writes as a file: its route (`/reports/hours`) and the name its files start with. */
export interface TReportFile {
  route: string;
  slug: string;
}

/** The report's file for the period (the route needs the bearer token, so it is fetched, then kept as a blob). */
export async function fetchReportFile(report: TReportFile, format: TReportFormat, period: TReportPeriod) {
  const blob = await api.getBlob(`${report.route}.${format}`, { params: period });
  return { blob, fileName: reportFileName(report.slug, period, format) };
}

/** Saves the report's file under its name; answers that name. */
export function useDownloadReport() {
  return useMutation({
    mutationFn: async (asked: { report: TReportFile; format: TReportFormat; period: TReportPeriod }) => {
      const { blob, fileName } = await fetchReportFile(asked.report, asked.format, asked.period);
      saveFile(blob, fileName);
      return fileName;
    },
  });
}
