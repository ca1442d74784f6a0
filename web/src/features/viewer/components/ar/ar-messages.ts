/** The AR strings live here, loaded with the AR module, so the viewer's first load carries none of them. */
const messages = {
  en: {
    viewInYourSpace: "View in your space",
    qrTitle: "View it in your space",
    qrText: "Scan this code with your phone to place {name} in your room at its real size.",
    close: "Close",
    unsupported: "Augmented reality could not start on this device.",
  },
  de: {
    viewInYourSpace: "In deinem Raum ansehen",
    qrTitle: "In deinem Raum ansehen",
    qrText: "Scanne diesen Code mit deinem Smartphone, um {name} in Originalgröße in deinen Raum zu stellen.",
    close: "Schließen",
    unsupported: "Augmented Reality konnte auf diesem Gerät nicht starten.",
  },
  fr: {
    viewInYourSpace: "Voir chez vous",
    qrTitle: "Voir chez vous",
    qrText: "Scannez ce code avec votre téléphone pour placer {name} chez vous, à sa taille réelle.",
    close: "Fermer",
    unsupported: "La réalité augmentée n'a pas pu démarrer sur cet appareil.",
  },
};

export type ArMessageKey = keyof (typeof messages)["en"];

export function arMessages(language: string) {
  const table = messages[language as keyof typeof messages] ?? messages.en;
  return (key: ArMessageKey, values: Record<string, string> = {}) => table[key].replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? "");
}
