import { phrase } from './server/ingest/summaries/summary-text.ts';
console.log(phrase('Ordinance adopting the annual budget of the City of Tulsa for Fiscal Year 2024-2025. (Public Hearings: 5/22/24; 6/5/24)', 80));
