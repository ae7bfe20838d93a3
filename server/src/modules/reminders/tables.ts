export {
  occasionReminders,
  occasionSuggestions,
  personOccasions,
  reminderPeople,
} from '../../db/schema/occasions.ts';
