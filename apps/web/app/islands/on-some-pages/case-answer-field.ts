export { CaseAnswerField as default } from '../../features/support-case/components/case-answer-field.tsx';
