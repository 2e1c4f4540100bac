/**
 * The privacy statement /datenschutz (requirements §2), true to what this site does:
 * no cookies, no analytics, no third-party requests; a contact request is encrypted with
 * OpenPGP to the practice's key (server MAIL_PGP_KEY_FILE), stored on the server of this
 * website in encrypted form only, mailed to the practice and deleted after 180 days
 * (server RETENTION_DAYS). docs/operations.md says how the server keeps these promises. Before
 * the send, the form keeps its entries in the tab's sessionStorage only (app/contact/
 * draft-storage.ts, decision 015): "kontaktformular-entwurf" says so.
 */
import type { LegalPage } from "../content-types.ts";
import { practice } from "../practice.ts";

/** Days after which stored contact requests are deleted. */
export const CONTACT_REQUEST_RETENTION_DAYS = 180;

export const datenschutz: LegalPage = {
  meta: {
    title: `Datenschutzerklärung | ${practice.brand}`,
    description:
      "Keine Cookies, keine Analyse, keine Drittanbieter: wie diese Website und das Kontaktformular Ihre Daten verarbeiten und welche Rechte Sie haben.",
    keywords: ["Datenschutz", "Datenschutzerklärung", "DSGVO", practice.brand],
  },
  heading: "Datenschutzerklärung",
  lead: "Ihre Daten gehören Ihnen. Diese Website erhebt nur, was für den Betrieb und für Ihre Anfrage nötig ist – ohne Cookies, ohne Analyse-Werkzeuge und ohne Dienste von Drittanbietern.",
  sections: [
    {
      id: "allgemeine-hinweise",
      heading: "Allgemeine Hinweise",
      paragraphs: [
        "Die folgenden Hinweise geben einen Überblick darüber, was mit Ihren personenbezogenen Daten passiert, wenn Sie diese Website besuchen oder mir eine Anfrage senden. Personenbezogene Daten sind alle Daten, mit denen Sie persönlich identifiziert werden können.",
        "Gerade in einer Praxis für Psychotherapie und Sportphysiotherapie ist mir ein sorgsamer Umgang mit Ihren Daten besonders wichtig. Ich verarbeite sie vertraulich und entsprechend der Datenschutz-Grundverordnung (DSGVO) und dem Bundesdatenschutzgesetz (BDSG).",
      ],
    },
    {
      id: "verantwortliche-stelle",
      heading: "Verantwortliche Stelle",
      paragraphs: [
        `Verantwortlich für die Datenverarbeitung auf dieser Website ist ${practice.name} (${practice.brand}, Einzelunternehmen). Anschrift und Kontaktdaten finden Sie im Impressum.`,
        "Die verantwortliche Stelle entscheidet allein oder gemeinsam mit anderen über die Zwecke und Mittel der Verarbeitung von personenbezogenen Daten.",
      ],
      links: [{ label: "Zum Impressum", href: "/impressum" }],
    },
    {
      id: "datenerfassung",
      heading: "Datenerfassung auf dieser Website",
      paragraphs: [
        "Beim Besuch dieser Website werden technisch notwendige Daten erfasst, damit die Seiten ausgeliefert werden können (siehe „Server-Log-Dateien“).",
        "Weitere Daten erhalte ich nur, wenn Sie sie mir selbst mitteilen – etwa über das Kontaktformular, per E-Mail oder am Telefon.",
        "Ein Tracking Ihres Verhaltens findet nicht statt. Diese Website verwendet keine Analyse- oder Marketingdienste, keine Social-Media-Plugins und lädt keine Inhalte von fremden Servern.",
      ],
    },
    {
      id: "widerruf",
      heading: "Widerruf Ihrer Einwilligung zur Datenverarbeitung",
      paragraphs: [
        "Einige Verarbeitungen sind nur mit Ihrer ausdrücklichen Einwilligung möglich, etwa die Verarbeitung von Gesundheitsangaben aus dem Kontaktformular. Sie können eine erteilte Einwilligung jederzeit mit Wirkung für die Zukunft widerrufen (Art. 7 Abs. 3 DSGVO). Eine formlose Nachricht genügt. Die Rechtmäßigkeit der bis zum Widerruf erfolgten Verarbeitung bleibt unberührt.",
      ],
    },
    {
      id: "widerspruch",
      heading: "Widerspruchsrecht gegen die Datenerhebung in besonderen Fällen",
      paragraphs: [
        "Wenn die Datenverarbeitung auf Grundlage von Art. 6 Abs. 1 lit. e oder f DSGVO erfolgt, haben Sie jederzeit das Recht, aus Gründen, die sich aus Ihrer besonderen Situation ergeben, gegen die Verarbeitung Ihrer personenbezogenen Daten Widerspruch einzulegen (Art. 21 DSGVO).",
        "Legen Sie Widerspruch ein, verarbeite ich Ihre betroffenen Daten nicht mehr, es sei denn, ich kann zwingende schutzwürdige Gründe für die Verarbeitung nachweisen, die Ihre Interessen, Rechte und Freiheiten überwiegen, oder die Verarbeitung dient der Geltendmachung, Ausübung oder Verteidigung von Rechtsansprüchen.",
      ],
    },
    {
      id: "beschwerderecht",
      heading: "Beschwerderecht bei der zuständigen Aufsichtsbehörde",
      paragraphs: [
        "Im Falle von Verstößen gegen die DSGVO steht Ihnen ein Beschwerderecht bei einer Aufsichtsbehörde zu, insbesondere in dem Mitgliedstaat Ihres gewöhnlichen Aufenthalts, Ihres Arbeitsplatzes oder des Orts des mutmaßlichen Verstoßes (Art. 77 DSGVO). Das Beschwerderecht besteht unbeschadet anderweitiger verwaltungsrechtlicher oder gerichtlicher Rechtsbehelfe.",
        "Zuständig für die Praxis ist das Bayerische Landesamt für Datenschutzaufsicht (BayLDA), Promenade 18, 91522 Ansbach.",
      ],
      links: [
        {
          label: "Bayerisches Landesamt für Datenschutzaufsicht",
          href: "https://www.lda.bayern.de/",
        },
      ],
    },
    {
      id: "datenuebertragbarkeit",
      heading: "Recht auf Datenübertragbarkeit",
      paragraphs: [
        "Sie haben das Recht, Daten, die ich auf Grundlage Ihrer Einwilligung oder in Erfüllung eines Vertrags verarbeite, an sich oder an einen Dritten in einem gängigen, maschinenlesbaren Format aushändigen zu lassen (Art. 20 DSGVO). Sofern Sie die direkte Übertragung an einen anderen Verantwortlichen verlangen, erfolgt dies nur, soweit es technisch machbar ist.",
      ],
    },
    {
      id: "tls",
      heading: "TLS-Verschlüsselung",
      paragraphs: [
        "Diese Website nutzt aus Sicherheitsgründen und zum Schutz vertraulicher Inhalte – etwa Ihrer Angaben im Kontaktformular – eine TLS-Verschlüsselung. Eine verschlüsselte Verbindung erkennen Sie daran, dass die Adresszeile des Browsers mit „https://“ beginnt und ein Schloss-Symbol zeigt.",
        "Bei aktiver TLS-Verschlüsselung können die Daten, die Sie an mich übermitteln, auf dem Übertragungsweg nicht von Dritten mitgelesen werden.",
      ],
    },
    {
      id: "auskunft",
      heading: "Auskunft, Berichtigung und Löschung",
      paragraphs: [
        "Sie haben jederzeit das Recht auf unentgeltliche Auskunft über Ihre gespeicherten personenbezogenen Daten, deren Herkunft, Empfänger und den Zweck der Verarbeitung (Art. 15 DSGVO) sowie ein Recht auf Berichtigung (Art. 16 DSGVO) und Löschung (Art. 17 DSGVO) dieser Daten. Hierzu und zu weiteren Fragen zum Datenschutz können Sie sich jederzeit an mich wenden.",
      ],
    },
    {
      id: "einschraenkung",
      heading: "Recht auf Einschränkung der Verarbeitung",
      paragraphs: [
        "Sie haben das Recht, die Einschränkung der Verarbeitung Ihrer personenbezogenen Daten zu verlangen (Art. 18 DSGVO). Dieses Recht besteht insbesondere,",
      ],
      list: [
        "wenn Sie die Richtigkeit Ihrer gespeicherten Daten bestreiten – für die Dauer der Prüfung;",
        "wenn die Verarbeitung unrechtmäßig ist und Sie statt der Löschung die Einschränkung verlangen;",
        "wenn ich Ihre Daten nicht mehr benötige, Sie sie aber zur Ausübung, Verteidigung oder Geltendmachung von Rechtsansprüchen brauchen;",
        "wenn Sie Widerspruch nach Art. 21 Abs. 1 DSGVO eingelegt haben und die Abwägung der Interessen noch nicht feststeht.",
      ],
    },
    {
      id: "cookies",
      heading: "Cookies",
      paragraphs: [
        "Diese Website setzt keine Cookies. Sie verwendet auch keine vergleichbaren Techniken, mit denen Ihr Endgerät wiedererkannt oder Ihr Verhalten über mehrere Seiten oder Besuche hinweg nachverfolgt wird. Deshalb gibt es auf dieser Website auch kein Cookie-Banner.",
        "Was das Kontaktformular während des Ausfüllens in Ihrem Browser-Tab zwischenspeichert, bis Sie es senden, steht unter „Zwischenspeicherung im Browser, bevor Sie senden“ im Abschnitt zum Kontaktformular.",
      ],
    },
    {
      id: "server-logs",
      heading: "Server-Log-Dateien",
      paragraphs: [
        "Wenn Sie eine Seite aufrufen, überträgt Ihr Browser automatisch technische Informationen an den Webserver. Dieser speichert sie in sogenannten Server-Log-Dateien:",
      ],
      list: [
        "IP-Adresse des anfragenden Geräts",
        "Datum und Uhrzeit des Abrufs",
        "Aufgerufene Adresse und übertragene Datenmenge",
        "Browsertyp und -version, Betriebssystem",
        "Referrer-URL (die zuvor besuchte Seite), sofern Ihr Browser sie übermittelt",
      ],
      subsections: [
        {
          id: "server-logs-zweck",
          heading: "Zweck, Rechtsgrundlage und Speicherdauer",
          paragraphs: [
            "Diese Daten werden nicht mit anderen Datenquellen zusammengeführt. Sie dienen ausschließlich dazu, die Website auszuliefern, ihre Sicherheit und Stabilität zu gewährleisten und Missbrauch zu erkennen. Rechtsgrundlage ist Art. 6 Abs. 1 lit. f DSGVO; mein berechtigtes Interesse liegt in einem sicheren und fehlerfreien Betrieb der Website.",
            "Die IP-Adresse wird nur kurzzeitig in den Protokollen des Webservers gespeichert und anschließend automatisch gelöscht. Die Anwendung selbst, also die Website und die Annahme von Kontaktanfragen, protokolliert keine personenbezogenen Daten. Ihre Angaben aus dem Kontaktformular erscheinen in keinem Protokoll; dort steht nur die Nummer einer Anfrage, die Art des Formulars und ob sie angenommen und zugestellt wurde.",
            "Zum Schutz vor Missbrauch durch massenhaft gesendete Anfragen wird die IP-Adresse beim Absenden des Kontaktformulars verarbeitet, um die Zahl der Anfragen je Absender zu begrenzen. Dafür hält der Server sie nur in seinem Arbeitsspeicher; in eine Datei oder in die Datenbank wird sie nicht geschrieben.",
          ],
        },
      ],
    },
    {
      id: "kontaktformular",
      heading: "Kontaktformular",
      paragraphs: [
        "Wenn Sie mir über das Kontaktformular eine Anfrage senden, verarbeite ich Ihre Angaben, um Ihre Anfrage zu bearbeiten und mögliche Folgetermine vorzubereiten. Je nach gewähltem Formular sind das:",
      ],
      list: [
        "Alle Formulare: Vor- und Nachname, E-Mail-Adresse, Telefonnummer, Ihre Nachricht und Ihre bevorzugten Tageszeiten",
        "Psychotherapie zusätzlich: Ihre Beschwerden und aktuelle Belastung, seit wann und warum Sie Hilfe suchen, wie stark Sie das Thema belastet, betroffene Lebensbereiche, die Einnahme von Psychopharmaka, frühere Therapieerfahrungen, freiwillige Angaben zu Alkohol-, Drogen- oder Medikamentenkonsum, Ihre Terminverfügbarkeit, wie Sie auf mich aufmerksam geworden sind, Art und Name Ihrer Versicherung, ob die Kostenübernahme geklärt ist, und Ihre Bereitschaft zu einer ärztlichen Abklärung",
        "Sportphysiotherapie zusätzlich: die gewünschte Therapieart, ob ein Rezept vorliegt, Ihre Verfügbarkeit und Ihre Beschwerden",
        "Allgemeine Anfrage zusätzlich: der Anlass Ihrer Anfrage",
        "Technisch: die Seite, von der aus Sie das Formular aufgerufen haben, und eine zufällig erzeugte Kennung Ihrer Anfrage",
      ],
      subsections: [
        {
          id: "kontaktformular-entwurf",
          heading: "Zwischenspeicherung im Browser, bevor Sie senden",
          paragraphs: [
            "Damit nichts verloren geht, was Sie in das Kontaktformular eingeben – etwa wenn Sie die Seite neu laden, kurz eine andere Seite aufrufen und zurückkehren oder Ihr Smartphone den Tab im Hintergrund neu lädt –, speichert Ihr Browser Ihre Eingaben und den Schritt des Formulars, auf dem Sie sind, im Sitzungsspeicher dieses Browser-Tabs (sessionStorage).",
            "Diese Zwischenspeicherung findet nur auf Ihrem Gerät statt. Ihre Eingaben, auch Ihre Angaben zu Ihrer Gesundheit, verlassen Ihr Gerät nicht, bevor Sie die Anfrage selbst absenden: Weder der Server dieser Website noch die Praxis oder Dritte erhalten sie vorher. Es werden dafür keine Cookies und kein dauerhafter Speicher (localStorage) verwendet; andere Websites können die Daten nicht lesen, andere Tabs nur, wenn Sie diesen Tab selbst duplizieren.",
            "Gespeichert wird nur, was Sie in die Formularfelder eingegeben haben, dazu der Schritt und welches Formular Sie auf welcher Seite geöffnet hatten. Ein für Besucherinnen und Besucher unsichtbares Feld, an dem das Formular automatisch gesendete Spam-Anfragen erkennt, wird nicht gespeichert.",
            "Gelöscht werden die zwischengespeicherten Eingaben eines Formulars, sobald Sie es erfolgreich gesendet haben oder in ihm „Eingaben verwerfen“ wählen und bestätigen; die Eingaben aller Formulare löscht der Browser, wenn Sie den Tab schließen. Stellt Ihr Browser einen geschlossenen Tab wieder her (etwa beim Neustart oder über „Geschlossenen Tab wieder öffnen“), kommen auch die Eingaben mit ihm zurück; möchten Sie das nicht, wählen Sie vor dem Schließen „Eingaben verwerfen“. Die Zwischenspeicherung dient allein dazu, das von Ihnen gewünschte Ausfüllen des Formulars zu ermöglichen (§ 25 Abs. 2 Nr. 2 TDDDG).",
          ],
        },
        {
          id: "kontaktformular-speicherung",
          heading: "Verschlüsselung, Speicherung und Übermittlung",
          paragraphs: [
            "Ihr Browser überträgt Ihre Anfrage über eine TLS-verschlüsselte Verbindung an den Server dieser Website. Dort wird sie mit OpenPGP für den Schlüssel der Praxis verschlüsselt, nur in dieser verschlüsselten Form in einer Datenbank gespeichert und per E-Mail an die Praxis zugestellt.",
            "Lesen kann Ihre Anfrage nur die Praxis: Entschlüsseln lässt sie sich nur mit dem privaten Schlüssel der Praxis, und der liegt nicht auf dem Server (Ende-zu-Ende-Verschlüsselung). Der Server selbst kann eine gespeicherte Anfrage nicht mehr lesen, die E-Mail-Server auf dem Weg zur Praxis ebenso wenig. Absender, Empfänger und Betreff der E-Mail bleiben für die Zustellung lesbar; sie nennen weder Ihren Namen noch die Art Ihrer Anfrage, nur eine Anfragenummer.",
            "Unverschlüsselt speichert der Server zu jeder Anfrage nur deren Nummer, die Art des Formulars, die Zeitpunkte von Eingang und Zustellung, den Stand der Zustellung und eine Prüfsumme, an der eine versehentlich doppelt gesendete Anfrage erkannt wird und aus der sich Ihre Angaben nicht zurückgewinnen lassen. An Dritte gebe ich Ihre Angaben nicht weiter.",
          ],
        },
        {
          id: "kontaktformular-speicherdauer",
          heading: "Speicherdauer und Löschung",
          paragraphs: [
            `Auf dem Server wird Ihre Anfrage nach ${CONTACT_REQUEST_RETENTION_DAYS} Tagen automatisch gelöscht, auf Ihren Wunsch auch früher. Nur eine Anfrage, die bis dahin noch nicht per E-Mail zugestellt werden konnte, bleibt bis zu ihrer Zustellung erhalten. Beim Löschen entfernt der Server die Anfrage aus allen seinen Dateien. Sicherungskopien enthalten sie nur verschlüsselt und werden nicht länger als ${CONTACT_REQUEST_RETENTION_DAYS} Tage aufbewahrt.`,
            "Kommt es zu einer Behandlung, übernehme ich die dafür erforderlichen Angaben in die Behandlungsdokumentation; für diese gelten die gesetzlichen Aufbewahrungsfristen.",
          ],
        },
        {
          id: "kontaktformular-rechtsgrundlage",
          heading: "Rechtsgrundlagen",
          paragraphs: [
            "Die Verarbeitung erfolgt auf Grundlage von Art. 6 Abs. 1 lit. b DSGVO, soweit Ihre Anfrage der Anbahnung oder Durchführung eines Behandlungsvertrags dient, und im Übrigen auf Grundlage von Art. 6 Abs. 1 lit. f DSGVO; mein berechtigtes Interesse liegt in der Beantwortung Ihrer Anfrage.",
            "Angaben zu Ihrer Gesundheit – im Formular für Psychotherapie die Antworten auf fast alle Fragen, im Formular für Sportphysiotherapie Ihre Beschwerden und ob ein Rezept vorliegt – verarbeite ich nur mit Ihrer ausdrücklichen Einwilligung nach Art. 9 Abs. 2 lit. a DSGVO. Sie erteilen sie, indem Sie im Formular ankreuzen: „Ich willige ein, dass meine Angaben, auch die zu meiner Gesundheit, zur Bearbeitung meiner Anfrage verarbeitet werden.“ Ohne diese Einwilligung kann ich eine solche Anfrage nicht annehmen.",
            "Sie können Ihre Einwilligung jederzeit mit Wirkung für die Zukunft widerrufen (Art. 7 Abs. 3 DSGVO); eine formlose Nachricht per E-Mail oder Telefon genügt. Die Rechtmäßigkeit der bis zum Widerruf erfolgten Verarbeitung bleibt unberührt.",
          ],
        },
      ],
    },
    {
      id: "anfragen",
      heading: "Anfrage per E-Mail oder Telefon",
      paragraphs: [
        "Wenn Sie mich per E-Mail oder Telefon kontaktieren, verarbeite ich Ihre Anfrage einschließlich der daraus hervorgehenden personenbezogenen Daten (Name, Kontaktdaten, Anliegen) zur Bearbeitung Ihres Anliegens. Rechtsgrundlage ist Art. 6 Abs. 1 lit. b DSGVO, sofern Ihre Anfrage mit einem Behandlungsvertrag zusammenhängt, und im Übrigen Art. 6 Abs. 1 lit. f DSGVO.",
        "Bitte beachten Sie, dass E-Mails in der Regel unverschlüsselt übertragen werden. Sensible Angaben zu Ihrer Gesundheit senden Sie deshalb besser über das verschlüsselte Kontaktformular oder besprechen sie persönlich mit mir.",
        "Ihre Daten bleiben bei mir, bis Sie mich zur Löschung auffordern, Ihre Einwilligung widerrufen oder der Zweck der Speicherung entfällt. Gesetzliche Aufbewahrungsfristen bleiben unberührt.",
      ],
    },
    {
      id: "schriftarten-und-karten",
      heading: "Schriftarten und Kartendienste",
      paragraphs: [
        "Alle Schriftarten, Bilder und Videos dieser Website liegen auf dem Server dieser Website. Beim Aufruf der Seiten wird keine Verbindung zu Google Fonts oder anderen Anbietern aufgebaut.",
        "Es ist kein Kartendienst wie Google Maps eingebunden. Ein Link zu einem Kartendienst oder zu einem Angebot wie Instagram wird erst geöffnet, wenn Sie ihn anklicken. Ab dann gilt die Datenschutzerklärung des jeweiligen Anbieters.",
      ],
    },
    {
      id: "betroffenenrechte",
      heading: "Ihre Rechte als betroffene Person",
      paragraphs: ["Nach der DSGVO haben Sie gegenüber der Praxis folgende Rechte:"],
      list: [
        "Recht auf Auskunft (Art. 15 DSGVO)",
        "Recht auf Berichtigung (Art. 16 DSGVO)",
        "Recht auf Löschung (Art. 17 DSGVO)",
        "Recht auf Einschränkung der Verarbeitung (Art. 18 DSGVO)",
        "Mitteilungspflicht bei Berichtigung, Löschung oder Einschränkung (Art. 19 DSGVO)",
        "Recht auf Datenübertragbarkeit (Art. 20 DSGVO)",
        "Recht auf Widerspruch (Art. 21 DSGVO)",
        "Recht auf Widerruf einer Einwilligung (Art. 7 Abs. 3 DSGVO)",
        "Recht auf Beschwerde bei einer Aufsichtsbehörde (Art. 77 DSGVO)",
      ],
    },
    {
      id: "pflichtangaben",
      heading: "Erforderliche Angaben",
      paragraphs: [
        "Sie sind weder gesetzlich noch vertraglich verpflichtet, mir personenbezogene Daten bereitzustellen. Ohne die als erforderlich gekennzeichneten Angaben im Kontaktformular kann ich Ihre Anfrage jedoch nicht bearbeiten.",
        "Eine automatisierte Entscheidungsfindung einschließlich Profiling findet nicht statt.",
      ],
    },
  ],
};
