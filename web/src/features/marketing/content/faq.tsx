/** The questions of /frequent-questions, grouped; answers may link to other pages. */
import type { ReactNode } from 'react';
import { ACCOUNT_GROUPS } from './faq-account';
import { SENDING_GROUPS } from './faq-sending';

export interface Question {
  id: string;
  question: string;
  answer: ReactNode;
}

export interface QuestionGroup {
  id: string;
  heading: string;
  questions: Question[];
}

export const QUESTION_GROUPS: QuestionGroup[] = [...SENDING_GROUPS, ...ACCOUNT_GROUPS];
