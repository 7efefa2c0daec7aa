var e=`{
  "connect_wallet": {
    "label": "Sambungkan Dompet",
    "wrong_network": {
      "label": "Rangkaian salah"
    }
  },
  "intro": {
    "title": "Apa itu Dompet?",
    "description": "Dompet digunakan untuk menghantar, menerima, menyimpan, dan memaparkan aset digital. Ia juga cara baru untuk log masuk, tanpa perlu mencipta akaun dan kata laluan baru pada setiap laman web.",
    "digital_asset": {
      "title": "Rumah untuk Aset Digital Anda",
      "description": "Dompet digunakan untuk menghantar, menerima, menyimpan, dan memaparkan aset digital seperti Ethereum dan NFT."
    },
    "login": {
      "title": "Cara Baru untuk Log Masuk",
      "description": "Daripada mencipta akaun dan kata laluan baru pada setiap laman web, cuma sambungkan dompet anda."
    },
    "get": {
      "label": "Dapatkan Dompet"
    },
    "learn_more": {
      "label": "Ketahui Lebih Lanjut"
    }
  },
  "sign_in": {
    "label": "Sahkan akaun anda",
    "description": "Untuk melengkapkan sambungan, anda mesti menandatangani mesej dalam dompet anda untuk mengesahkan bahawa anda adalah pemilik akaun ini.",
    "message": {
      "send": "Hantar mesej",
      "preparing": "Mempersiapkan mesej...",
      "cancel": "Batal",
      "preparing_error": "Ralat menyediakan mesej, sila cuba lagi!"
    },
    "signature": {
      "waiting": "Menunggu untuk tandatangan...",
      "verifying": "Memeriksa tandatangan...",
      "signing_error": "Ralat semasa menandatangani mesej, sila cuba lagi!",
      "verifying_error": "Ralat memeriksa tandatangan, sila cuba lagi!",
      "oops_error": "Oops, ada sesuatu yang tak kena!"
    }
  },
  "connect": {
    "label": "Sambung",
    "title": "Sambungkan Dompet",
    "new_to_ethereum": {
      "description": "Baru dalam dompet Ethereum?",
      "learn_more": {
        "label": "Ketahui Lebih Lanjut"
      }
    },
    "learn_more": {
      "label": "Ketahui lebih lanjut"
    },
    "recent": "Terkini",
    "status": {
      "opening": "Membuka %{wallet}...",
      "connecting": "Menyambung",
      "connect_mobile": "Teruskan dalam %{wallet}",
      "not_installed": "%{wallet} tidak dipasang",
      "not_available": "%{wallet} tidak tersedia",
      "confirm": "Sahkan sambungan dalam sambungan",
      "confirm_mobile": "Terima permintaan sambungan dalam dompet"
    },
    "secondary_action": {
      "get": {
        "description": "Tiada %{wallet}?",
        "label": "DAPATKAN"
      },
      "install": {
        "label": "PASANG"
      },
      "retry": {
        "label": "CUBA LAGI"
      }
    },
    "walletconnect": {
      "description": {
        "full": "Perlu modal rasmi WalletConnect?",
        "compact": "Perlu modal WalletConnect?"
      },
      "open": {
        "label": "BUKA"
      }
    }
  },
  "connect_scan": {
    "title": "Imbas dengan %{wallet}",
    "fallback_title": "Imbas dengan telefon anda"
  },
  "connector_group": {
    "installed": "Dipasang",
    "recommended": "Disarankan",
    "other": "Lain",
    "popular": "Popular",
    "more": "Lainnya",
    "others": "Lain-lain"
  },
  "get": {
    "title": "Dapatkan Dompet",
    "action": {
      "label": "DAPATKAN"
    },
    "mobile": {
      "description": "Dompet Mobil"
    },
    "extension": {
      "description": "Sambungan Pelayar"
    },
    "mobile_and_extension": {
      "description": "Dompet Mudah Alih dan Sambungan"
    },
    "mobile_and_desktop": {
      "description": "Wallet Mudah Alih dan Desktop"
    },
    "looking_for": {
      "title": "Bukan apa yang anda cari?",
      "mobile": {
        "description": "Pilih dompet pada skrin utama untuk memulakan dengan penyedia dompet yang berbeza."
      },
      "desktop": {
        "compact_description": "Pilih dompet pada skrin utama untuk memulakan dengan penyedia dompet yang berbeza.",
        "wide_description": "Pilih dompet di kiri untuk memulakan dengan penyedia dompet yang berbeza."
      }
    }
  },
  "get_options": {
    "title": "Mula dengan %{wallet}",
    "short_title": "Dapatkan %{wallet}",
    "mobile": {
      "title": "%{wallet} untuk Mudah Alih",
      "description": "Gunakan dompet mudah alih untuk meneroka dunia Ethereum.",
      "download": {
        "label": "Dapatkan aplikasi"
      }
    },
    "extension": {
      "title": "%{wallet} untuk %{browser}",
      "description": "Akses dompet anda terus dari pelayar web kegemaran anda.",
      "download": {
        "label": "Tambah ke %{browser}"
      }
    },
    "desktop": {
      "title": "%{wallet} untuk %{platform}",
      "description": "Akses dompet anda secara asli dari desktop yang kuat.",
      "download": {
        "label": "Tambah ke %{platform}"
      }
    }
  },
  "get_mobile": {
    "title": "Pasang %{wallet}",
    "description": "Imbas dengan telefon anda untuk memuat turun pada iOS atau Android",
    "continue": {
      "label": "Teruskan"
    }
  },
  "get_instructions": {
    "mobile": {
      "connect": {
        "label": "Sambung"
      },
      "learn_more": {
        "label": "Ketahui Lebih Lanjut"
      }
    },
    "extension": {
      "refresh": {
        "label": "Segarkan"
      },
      "learn_more": {
        "label": "Ketahui Lebih Lanjut"
      }
    },
    "desktop": {
      "connect": {
        "label": "Sambung"
      },
      "learn_more": {
        "label": "Ketahui Lebih Lanjut"
      }
    }
  },
  "chains": {
    "title": "Tukar Rangkaian",
    "wrong_network": "Rangkaian yang salah dikesan, tukar atau putuskan untuk meneruskan.",
    "confirm": "Sahkan dalam Dompet",
    "switching_not_supported": "Dompet anda tidak menyokong pertukaran rangkaian dari %{appName}. Cuba tukar rangkaian dari dalam dompet anda sebaliknya.",
    "switching_not_supported_fallback": "Dompet anda tidak menyokong pertukaran rangkaian daripada aplikasi ini. Cuba tukar rangkaian dari dalam dompet anda sebaliknya.",
    "disconnect": "Putuskan Sambungan",
    "connected": "Disambung"
  },
  "profile": {
    "disconnect": {
      "label": "Putuskan Sambungan"
    },
    "copy_address": {
      "label": "Salin Alamat",
      "copied": "Disalin!"
    },
    "explorer": {
      "label": "Lihat lebih banyak pada peneroka"
    },
    "transactions": {
      "description": "Transaksi %{appName} akan muncul di sini...",
      "description_fallback": "Transaksi anda akan muncul di sini...",
      "recent": {
        "title": "Transaksi Terkini"
      },
      "clear": {
        "label": "Kosongkan Semua"
      }
    }
  },
  "wallet_connectors": {
    "ready": {
      "qr_code": {
        "step1": {
          "description": "Tambah Ready ke skrin utama anda untuk akses lebih cepat ke dompet anda.",
          "title": "Buka aplikasi Ready"
        },
        "step2": {
          "description": "Cipta dompet dan nama pengguna, atau import dompet sedia ada.",
          "title": "Cipta atau Import Dompet"
        },
        "step3": {
          "description": "Setelah anda mengimbas, prompt sambungan akan muncul untuk anda sambungkan dompet anda.",
          "title": "Ketuk butang Imbas QR"
        }
      }
    },
    "berasig": {
      "extension": {
        "step1": {
          "title": "Pasang sambungan BeraSig",
          "description": "Kami mengesyorkan menyematkan BeraSig pada bar tugas anda untuk akses mudah ke dompet anda."
        },
        "step2": {
          "title": "Cipta Dompet",
          "description": "Pastikan anda membuat sandaran dompet anda menggunakan kaedah yang selamat. Jangan sekali-kali berkongsi frasa rahsia anda dengan sesiapa sahaja."
        },
        "step3": {
          "title": "Segarkan pelayar anda",
          "description": "Setelah anda menyediakan dompet anda, klik di bawah untuk menyegarkan pelayar dan memuatkan lanjutan."
        }
      }
    },
    "best": {
      "qr_code": {
        "step1": {
          "title": "Buka aplikasi Best Wallet",
          "description": "Tambah Best Wallet ke skrin utama anda untuk akses lebih cepat ke dompet anda."
        },
        "step2": {
          "title": "Cipta atau Import Dompet",
          "description": "Cipta dompet baharu atau import dompet sedia ada."
        },
        "step3": {
          "title": "Ketuk ikon QR dan imbas",
          "description": "Ketik ikon QR pada skrin utama anda, imbas kod dan sahkan permintaan untuk bersambung."
        }
      }
    },
    "bifrost": {
      "qr_code": {
        "step1": {
          "description": "Kami mengesyorkan meletakkan Bifrost Wallet pada skrin utama anda untuk akses lebih pantas.",
          "title": "Buka aplikasi Bifrost Wallet"
        },
        "step2": {
          "description": "Cipta atau import dompet menggunakan frasa pemulihan anda.",
          "title": "Cipta atau Import Dompet"
        },
        "step3": {
          "description": "Setelah anda mengimbas, prompt sambungan akan muncul untuk anda sambungkan dompet anda.",
          "title": "Ketuk butang Imbas"
        }
      }
    },
    "bitget": {
      "qr_code": {
        "step1": {
          "description": "Kami mengesyorkan meletakkan Bitget Wallet pada skrin utama anda untuk akses lebih pantas.",
          "title": "Buka aplikasi Bitget Wallet"
        },
        "step2": {
          "description": "Pastikan anda membuat sandaran dompet anda menggunakan kaedah yang selamat. Jangan sekali-kali berkongsi frasa rahsia anda dengan sesiapa sahaja.",
          "title": "Cipta atau Import Dompet"
        },
        "step3": {
          "description": "Setelah anda mengimbas, prompt sambungan akan muncul untuk anda sambungkan dompet anda.",
          "title": "Ketuk butang Imbas"
        }
      },
      "extension": {
        "step1": {
          "description": "Kami mengesyorkan mengaitkan Bitget Wallet ke bar tugas anda untuk akses lebih pantas ke dompet anda.",
          "title": "Pasang lanjutan Bitget Wallet"
        },
        "step2": {
          "description": "Pastikan anda membuat sandaran dompet anda menggunakan kaedah yang selamat. Jangan sekali-kali berkongsi frasa rahsia anda dengan sesiapa sahaja.",
          "title": "Cipta atau Import Dompet"
        },
        "step3": {
          "description": "Setelah anda menyediakan dompet anda, klik di bawah untuk menyegarkan pelayar dan memuatkan lanjutan.",
          "title": "Segarkan pelayar anda"
        }
      }
    },
    "bitski": {
      "extension": {
        "step1": {
          "description": "Kami mengesyorkan mengaitkan Bitski ke bar tugas anda untuk akses lebih pantas ke dompet anda.",
          "title": "Pasang lanjutan Bitski"
        },
        "step2": {
          "description": "Pastikan anda membuat sandaran dompet anda menggunakan kaedah yang selamat. Jangan sekali-kali berkongsi frasa rahsia anda dengan sesiapa sahaja.",
          "title": "Cipta atau Import Dompet"
        },
        "step3": {
          "description": "Setelah anda menyediakan dompet anda, klik di bawah untuk menyegarkan pelayar dan memuatkan lanjutan.",
          "title": "Segarkan pelayar anda"
        }
      }
    },
    "bitverse": {
      "qr_code": {
        "step1": {
          "title": "Buka aplikasi Bitverse Wallet",
          "description": "Tambahkan Bitverse Wallet ke skrin utama anda untuk akses yang lebih cepat ke dompet anda."
        },
        "step2": {
          "title": "Cipta atau Import Dompet",
          "description": "Cipta dompet baharu atau import dompet sedia ada."
        },
        "step3": {
          "title": "Ketuk ikon QR dan imbas",
          "description": "Ketik ikon QR pada skrin utama anda, imbas kod dan sahkan permintaan untuk bersambung."
        }
      }
    },
    "bloom": {
      "desktop": {
        "step1": {
          "title": "Buka aplikasi Bloom Wallet",
          "description": "Kami mengesyorkan meletakkan Bloom Wallet pada skrin utama anda untuk akses yang lebih cepat."
        },
        "step2": {
          "description": "Cipta atau import dompet menggunakan frasa pemulihan anda.",
          "title": "Cipta atau Import Dompet"
        },
        "step3": {
          "description": "Setelah anda mempunyai dompet, klik pada Sambung untuk menyambung melalui Bloom. Satu gesaan sambungan dalam aplikasi akan muncul untuk anda mengesahkan sambungan.",
          "title": "Klik pada Sambung"
        }
      }
    },
    "bybit": {
      "qr_code": {
        "step1": {
          "description": "Kami mengesyorkan meletakkan Bybit pada skrin utama anda untuk akses yang lebih cepat ke dompet anda.",
          "title": "Buka aplikasi Bybit"
        },
        "step2": {
          "description": "Anda boleh membuat sandaran dompet anda dengan mudah menggunakan ciri sandaran kami pada telefon anda.",
          "title": "Cipta atau Import Dompet"
        },
        "step3": {
          "description": "Setelah anda mengimbas, prompt sambungan akan muncul untuk anda sambungkan dompet anda.",
          "title": "Ketuk butang Imbas"
        }
      },
      "extension": {
        "step1": {
          "description": "Klik pada bahagian kanan atas pelayar anda dan sematkan Bybit Wallet untuk akses mudah.",
          "title": "Pasang sambungan Bybit Wallet"
        },
        "step2": {
          "description": "Cipta dompet baharu atau import dompet sedia ada.",
          "title": "Buat atau Import dompet"
        },
        "step3": {
          "description": "Sebaik sahaja anda menyediakan Bybit Wallet, klik di bawah untuk menyegar semula pelayar dan memuat sambungan.",
          "title": "Segarkan pelayar anda"
        }
      }
    },
    "binance": {
      "qr_code": {
        "step1": {
          "description": "Kami mengesyorkan anda meletakkan Binance di skrin utama anda untuk akses lebih cepat ke dompet anda.",
          "title": "Buka aplikasi Binance"
        },
        "step2": {
          "description": "Anda boleh membuat sandaran dompet anda dengan mudah menggunakan ciri sandaran kami pada telefon anda.",
          "title": "Cipta atau Import Dompet"
        },
        "step3": {
          "description": "Setelah anda mengimbas, prompt sambungan akan muncul untuk anda sambungkan dompet anda.",
          "title": "Ketuk butang WalletConnect"
        }
      },
      "extension": {
        "step1": {
          "title": "Pasang sambungan Binance Wallet",
          "description": "Kami mengesyorkan menyematkan Binance Wallet pada taskbar anda untuk akses yang lebih cepat ke dompet anda."
        },
        "step2": {
          "title": "Cipta atau Import Dompet",
          "description": "Pastikan anda membuat sandaran dompet anda menggunakan kaedah yang selamat. Jangan sekali-kali berkongsi frasa rahsia anda dengan sesiapa sahaja."
        },
        "step3": {
          "title": "Segarkan pelayar anda",
          "description": "Setelah anda menyediakan dompet anda, klik di bawah untuk menyegarkan pelayar dan memuatkan lanjutan."
        }
      }
    },
    "coin98": {
      "qr_code": {
        "step1": {
          "description": "Kami mengesyorkan meletakkan Coin98 Wallet pada skrin utama anda untuk akses lebih pantas ke dompet anda.",
          "title": "Buka aplikasi Coin98 Wallet"
        },
        "step2": {
          "description": "Anda boleh membuat sandaran dompet anda dengan mudah menggunakan ciri sandaran kami pada telefon anda.",
          "title": "Cipta atau Import Dompet"
        },
        "step3": {
          "description": "Setelah anda mengimbas, prompt sambungan akan muncul untuk anda sambungkan dompet anda.",
          "title": "Ketuk butang WalletConnect"
        }
      },
      "extension": {
        "step1": {
          "description": "Klik di sudut kanan atas pelayar anda dan pin Coin98 Wallet untuk akses mudah.",
          "title": "Pasang sambungan Coin98 Wallet"
        },
        "step2": {
          "description": "Cipta dompet baharu atau import dompet sedia ada.",
          "title": "Buat atau Import dompet"
        },
        "step3": {
          "description": "Sebaik sahaja anda menyediakan Coin98 Wallet, klik di bawah untuk menyegar semula pelayar dan memuatkan sambungan.",
          "title": "Segarkan pelayar anda"
        }
      }
    },
    "coinbase": {
      "qr_code": {
        "step1": {
          "description": "Kami mengesyorkan meletakkan Coinbase Wallet pada skrin utama anda untuk akses lebih cepat.",
          "title": "Buka aplikasi Coinbase Wallet"
        },
        "step2": {
          "description": "Anda boleh membuat sandaran dompet anda dengan mudah menggunakan ciri sandaran awan.",
          "title": "Cipta atau Import Dompet"
        },
        "step3": {
          "description": "Setelah anda mengimbas, prompt sambungan akan muncul untuk anda sambungkan dompet anda.",
          "title": "Ketuk butang Imbas"
        }
      },
      "extension": {
        "step1": {
          "description": "Kami mengesyorkan memasang Coinbase Wallet pada taskbar anda untuk akses lebih cepat kepada dompet anda.",
          "title": "Pasang sambungan Coinbase Wallet"
        },
        "step2": {
          "description": "Pastikan anda membuat sandaran dompet anda menggunakan kaedah yang selamat. Jangan sekali-kali berkongsi frasa rahsia anda dengan sesiapa sahaja.",
          "title": "Cipta atau Import Dompet"
        },
        "step3": {
          "description": "Setelah anda menyediakan dompet anda, klik di bawah untuk menyegarkan pelayar dan memuatkan lanjutan.",
          "title": "Segarkan pelayar anda"
        }
      }
    },
    "compass": {
      "extension": {
        "step1": {
          "description": "Kami mencadangkan anda menyemat Compass Wallet ke bar tugas anda untuk akses yang lebih cepat ke dompet anda.",
          "title": "Pasang sambungan Compass Wallet"
        },
        "step2": {
          "description": "Pastikan anda membuat sandaran dompet anda menggunakan kaedah yang selamat. Jangan sekali-kali berkongsi frasa rahsia anda dengan sesiapa sahaja.",
          "title": "Cipta atau Import Dompet"
        },
        "step3": {
          "description": "Setelah anda menyediakan dompet anda, klik di bawah untuk menyegarkan pelayar dan memuatkan lanjutan.",
          "title": "Segarkan pelayar anda"
        }
      }
    },
    "core": {
      "qr_code": {
        "step1": {
          "description": "Kami mengesyorkan meletakkan Core pada skrin utama anda untuk akses lebih cepat kepada dompet anda.",
          "title": "Buka aplikasi Core"
        },
        "step2": {
          "description": "Anda boleh membuat sandaran dompet anda dengan mudah menggunakan ciri sandaran kami pada telefon anda.",
          "title": "Cipta atau Import Dompet"
        },
        "step3": {
          "description": "Setelah anda mengimbas, prompt sambungan akan muncul untuk anda sambungkan dompet anda.",
          "title": "Ketuk butang WalletConnect"
        }
      },
      "extension": {
        "step1": {
          "description": "Kami mengesyorkan memasang Core pada taskbar anda untuk akses lebih cepat kepada dompet anda.",
          "title": "Pasang sambungan Core"
        },
        "step2": {
          "description": "Pastikan anda membuat sandaran dompet anda menggunakan kaedah yang selamat. Jangan sekali-kali berkongsi frasa rahsia anda dengan sesiapa sahaja.",
          "title": "Cipta atau Import Dompet"
        },
        "step3": {
          "description": "Setelah anda menyediakan dompet anda, klik di bawah untuk menyegarkan pelayar dan memuatkan lanjutan.",
          "title": "Segarkan pelayar anda"
        }
      }
    },
    "fox": {
      "qr_code": {
        "step1": {
          "description": "Kami mengesyorkan meletakkan FoxWallet pada skrin utama anda untuk akses lebih cepat.",
          "title": "Buka aplikasi FoxWallet"
        },
        "step2": {
          "description": "Pastikan anda membuat sandaran dompet anda menggunakan kaedah yang selamat. Jangan sekali-kali berkongsi frasa rahsia anda dengan sesiapa sahaja.",
          "title": "Cipta atau Import Dompet"
        },
        "step3": {
          "description": "Setelah anda mengimbas, prompt sambungan akan muncul untuk anda sambungkan dompet anda.",
          "title": "Ketuk butang Imbas"
        }
      }
    },
    "frontier": {
      "qr_code": {
        "step1": {
          "description": "Kami mengesyorkan meletakkan Frontier Wallet pada skrin utama anda untuk akses lebih cepat.",
          "title": "Buka aplikasi Frontier Wallet"
        },
        "step2": {
          "description": "Pastikan anda membuat sandaran dompet anda menggunakan kaedah yang selamat. Jangan sekali-kali berkongsi frasa rahsia anda dengan sesiapa sahaja.",
          "title": "Cipta atau Import Dompet"
        },
        "step3": {
          "description": "Setelah anda mengimbas, prompt sambungan akan muncul untuk anda sambungkan dompet anda.",
          "title": "Ketuk butang Imbas"
        }
      },
      "extension": {
        "step1": {
          "description": "Kami mengesyorkan menetapkan Frontier Wallet pada bar tugas anda untuk akses lebih cepat ke dompet anda.",
          "title": "Pasang pelanjutan Frontier Wallet"
        },
        "step2": {
          "description": "Pastikan anda membuat sandaran dompet anda menggunakan kaedah yang selamat. Jangan sekali-kali berkongsi frasa rahsia anda dengan sesiapa sahaja.",
          "title": "Cipta atau Import Dompet"
        },
        "step3": {
          "description": "Setelah anda menyediakan dompet anda, klik di bawah untuk menyegarkan pelayar dan memuatkan lanjutan.",
          "title": "Segarkan pelayar anda"
        }
      }
    },
    "im_token": {
      "qr_code": {
        "step1": {
          "title": "Buka aplikasi imToken",
          "description": "Letakkan aplikasi imToken pada skrin utama anda untuk akses lebih cepat ke dompet anda."
        },
        "step2": {
          "title": "Cipta atau Import Dompet",
          "description": "Cipta dompet baharu atau import dompet sedia ada."
        },
        "step3": {
          "title": "Ketuk Ikon Pemindai di sudut kanan atas",
          "description": "Pilih Sambungan Baru, kemudian imbas kod QR dan sahkan arahan untuk menghubung."
        }
      }
    },
    "iopay": {
      "qr_code": {
        "step1": {
          "description": "Kami mencadangkan anda meletakkan ioPay di skrin utama anda untuk akses lebih cepat ke dompet anda.",
          "title": "Buka aplikasi ioPay"
        },
        "step2": {
          "description": "Anda boleh membuat sandaran dompet anda dengan mudah menggunakan ciri sandaran kami pada telefon anda.",
          "title": "Cipta atau Import Dompet"
        },
        "step3": {
          "description": "Setelah anda mengimbas, prompt sambungan akan muncul untuk anda sambungkan dompet anda.",
          "title": "Ketuk butang WalletConnect"
        }
      }
    },
    "kaikas": {
      "extension": {
        "step1": {
          "description": "Kami mencadangkan anda menyemat Kaikas ke bar tugas anda untuk akses lebih cepat ke dompet anda.",
          "title": "Pasang sambungan Kaikas"
        },
        "step2": {
          "description": "Pastikan anda membuat sandaran dompet anda menggunakan kaedah yang selamat. Jangan sekali-kali berkongsi frasa rahsia anda dengan sesiapa sahaja.",
          "title": "Cipta atau Import Dompet"
        },
        "step3": {
          "description": "Setelah anda menyediakan dompet anda, klik di bawah untuk menyegarkan pelayar dan memuatkan lanjutan.",
          "title": "Segarkan pelayar anda"
        }
      },
      "qr_code": {
        "step1": {
          "title": "Buka aplikasi Kaikas",
          "description": "Letakkan aplikasi Kaikas di skrin utama anda untuk akses yang lebih cepat ke dompet anda."
        },
        "step2": {
          "title": "Cipta atau Import Dompet",
          "description": "Cipta dompet baharu atau import dompet sedia ada."
        },
        "step3": {
          "title": "Ketuk Ikon Pemindai di sudut kanan atas",
          "description": "Pilih Sambungan Baru, kemudian imbas kod QR dan sahkan arahan untuk menghubung."
        }
      }
    },
    "kaia": {
      "extension": {
        "step1": {
          "description": "Kami mengesyorkan memasang Kaia pada bar tugas anda untuk akses lebih cepat ke dompet anda.",
          "title": "Pasang sambungan Kaia"
        },
        "step2": {
          "description": "Pastikan anda membuat sandaran dompet anda menggunakan kaedah yang selamat. Jangan sekali-kali berkongsi frasa rahsia anda dengan sesiapa sahaja.",
          "title": "Cipta atau Import Dompet"
        },
        "step3": {
          "description": "Setelah anda menyediakan dompet anda, klik di bawah untuk menyegarkan pelayar dan memuatkan lanjutan.",
          "title": "Segarkan pelayar anda"
        }
      },
      "qr_code": {
        "step1": {
          "title": "Buka aplikasi Kaia",
          "description": "Letakkan aplikasi Kaia pada skrin utama anda untuk akses lebih cepat ke dompet anda."
        },
        "step2": {
          "title": "Cipta atau Import Dompet",
          "description": "Cipta dompet baharu atau import dompet sedia ada."
        },
        "step3": {
          "title": "Ketuk Ikon Pemindai di sudut kanan atas",
          "description": "Pilih Sambungan Baru, kemudian imbas kod QR dan sahkan arahan untuk menghubung."
        }
      }
    },
    "kraken": {
      "qr_code": {
        "step1": {
          "title": "Buka aplikasi Kraken Wallet",
          "description": "Tambah Kraken Wallet ke skrin utama anda untuk akses yang lebih cepat ke dompet anda."
        },
        "step2": {
          "title": "Cipta atau Import Dompet",
          "description": "Cipta dompet baharu atau import dompet sedia ada."
        },
        "step3": {
          "title": "Ketuk ikon QR dan imbas",
          "description": "Ketik ikon QR pada skrin utama anda, imbas kod dan sahkan permintaan untuk bersambung."
        }
      }
    },
    "kresus": {
      "qr_code": {
        "step1": {
          "title": "Buka aplikasi Kresus Wallet",
          "description": "Tambahkan Kresus Wallet ke skrin utama anda untuk akses yang lebih cepat ke dompet anda."
        },
        "step2": {
          "title": "Cipta atau Import Dompet",
          "description": "Cipta dompet baharu atau import dompet sedia ada."
        },
        "step3": {
          "title": "Ketuk ikon QR dan imbas",
          "description": "Ketik ikon QR pada skrin utama anda, imbas kod dan sahkan permintaan untuk bersambung."
        }
      }
    },
    "magicEden": {
      "extension": {
        "step1": {
          "title": "Pasang sambungan Magic Eden",
          "description": "Kami mencadangkan anda menyemat Magic Eden ke bar tugas anda untuk akses lebih mudah ke dompet anda."
        },
        "step2": {
          "title": "Cipta atau Import Dompet",
          "description": "Pastikan anda membuat salinan sandaran dompet anda menggunakan kaedah yang selamat. Jangan sekali-kali berkongsi frasa pemulihan rahsia anda dengan sesiapa."
        },
        "step3": {
          "title": "Segarkan pelayar anda",
          "description": "Setelah anda menyediakan dompet anda, klik di bawah untuk menyegarkan pelayar dan memuatkan lanjutan."
        }
      }
    },
    "metamask": {
      "qr_code": {
        "step1": {
          "title": "Buka aplikasi MetaMask",
          "description": "Kami mengesyorkan meletakkan MetaMask pada skrin utama anda untuk akses lebih cepat."
        },
        "step2": {
          "title": "Cipta atau Import Dompet",
          "description": "Pastikan anda membuat sandaran dompet anda menggunakan kaedah yang selamat. Jangan sekali-kali berkongsi frasa rahsia anda dengan sesiapa sahaja."
        },
        "step3": {
          "title": "Ketuk butang Imbas",
          "description": "Setelah anda mengimbas, prompt sambungan akan muncul untuk anda sambungkan dompet anda."
        }
      },
      "extension": {
        "step1": {
          "title": "Pasang pelanjutan MetaMask",
          "description": "Kami mengesyorkan menetapkan MetaMask pada bar tugas anda untuk akses lebih cepat ke dompet anda."
        },
        "step2": {
          "title": "Cipta atau Import Dompet",
          "description": "Pastikan anda membuat sandaran dompet anda menggunakan kaedah yang selamat. Jangan sekali-kali berkongsi frasa rahsia anda dengan sesiapa sahaja."
        },
        "step3": {
          "title": "Segarkan pelayar anda",
          "description": "Setelah anda menyediakan dompet anda, klik di bawah untuk menyegarkan pelayar dan memuatkan lanjutan."
        }
      }
    },
    "nestwallet": {
      "extension": {
        "step1": {
          "title": "Pasang sambungan NestWallet",
          "description": "Kami menyarankan anda menyemat NestWallet ke bar tugas anda untuk akses yang lebih cepat ke dompet anda."
        },
        "step2": {
          "title": "Cipta atau Import Dompet",
          "description": "Pastikan anda membuat sandaran dompet anda menggunakan kaedah yang selamat. Jangan sekali-kali berkongsi frasa rahsia anda dengan sesiapa sahaja."
        },
        "step3": {
          "title": "Segarkan pelayar anda",
          "description": "Setelah anda menyediakan dompet anda, klik di bawah untuk menyegarkan pelayar dan memuatkan lanjutan."
        }
      }
    },
    "okx": {
      "qr_code": {
        "step1": {
          "title": "Buka aplikasi OKX Wallet",
          "description": "Kami mengesyorkan meletakkan OKX Wallet pada skrin utama anda untuk akses lebih cepat."
        },
        "step2": {
          "title": "Cipta atau Import Dompet",
          "description": "Pastikan anda membuat sandaran dompet anda menggunakan kaedah yang selamat. Jangan sekali-kali berkongsi frasa rahsia anda dengan sesiapa sahaja."
        },
        "step3": {
          "title": "Ketuk butang Imbas",
          "description": "Setelah anda mengimbas, prompt sambungan akan muncul untuk anda sambungkan dompet anda."
        }
      },
      "extension": {
        "step1": {
          "title": "Pasang pelanjutan OKX Wallet",
          "description": "Kami mengesyorkan menetapkan OKX Wallet pada bar tugas anda untuk akses lebih cepat ke dompet anda."
        },
        "step2": {
          "title": "Cipta atau Import Dompet",
          "description": "Pastikan anda membuat sandaran dompet anda menggunakan kaedah yang selamat. Jangan sekali-kali berkongsi frasa rahsia anda dengan sesiapa sahaja."
        },
        "step3": {
          "title": "Segarkan pelayar anda",
          "description": "Setelah anda menyediakan dompet anda, klik di bawah untuk menyegarkan pelayar dan memuatkan lanjutan."
        }
      }
    },
    "omni": {
      "qr_code": {
        "step1": {
          "title": "Buka aplikasi Omni",
          "description": "Tambahkan Omni ke skrin utama anda untuk akses lebih cepat ke dompet anda."
        },
        "step2": {
          "title": "Cipta atau Import Dompet",
          "description": "Cipta dompet baharu atau import dompet sedia ada."
        },
        "step3": {
          "title": "Ketuk ikon QR dan imbas",
          "description": "Ketuk ikon QR pada skrin utama anda, imbas kod dan sahkan arahan untuk menghubung."
        }
      }
    },
    "1inch": {
      "qr_code": {
        "step1": {
          "description": "Letakkan 1inch Wallet di skrin utama anda untuk akses lebih cepat ke dompet anda.",
          "title": "Buka aplikasi 1inch Wallet"
        },
        "step2": {
          "description": "Cipta dompet dan nama pengguna, atau import dompet sedia ada.",
          "title": "Cipta atau Import Dompet"
        },
        "step3": {
          "description": "Setelah anda mengimbas, prompt sambungan akan muncul untuk anda sambungkan dompet anda.",
          "title": "Ketuk butang Imbas QR"
        }
      }
    },
    "token_pocket": {
      "qr_code": {
        "step1": {
          "title": "Buka aplikasi TokenPocket",
          "description": "Kami mengesyorkan meletakkan TokenPocket pada skrin utama anda untuk akses lebih cepat."
        },
        "step2": {
          "title": "Cipta atau Import Dompet",
          "description": "Pastikan anda membuat sandaran dompet anda menggunakan kaedah yang selamat. Jangan sekali-kali berkongsi frasa rahsia anda dengan sesiapa sahaja."
        },
        "step3": {
          "title": "Ketuk butang Imbas",
          "description": "Setelah anda mengimbas, prompt sambungan akan muncul untuk anda sambungkan dompet anda."
        }
      },
      "extension": {
        "step1": {
          "title": "Pasang pelanjutan TokenPocket",
          "description": "Kami mengesyorkan anda menyematkan TokenPocket ke taskbar anda untuk akses yang lebih cepat ke dompet anda."
        },
        "step2": {
          "title": "Cipta atau Import Dompet",
          "description": "Pastikan anda membuat sandaran dompet anda menggunakan kaedah yang selamat. Jangan sekali-kali berkongsi frasa rahsia anda dengan sesiapa sahaja."
        },
        "step3": {
          "title": "Segarkan pelayar anda",
          "description": "Setelah anda menyediakan dompet anda, klik di bawah untuk menyegarkan pelayar dan memuatkan lanjutan."
        }
      }
    },
    "trust": {
      "qr_code": {
        "step1": {
          "title": "Buka aplikasi Trust Wallet",
          "description": "Letakkan Trust Wallet pada skrin utama anda untuk akses yang lebih cepat ke dompet anda."
        },
        "step2": {
          "title": "Cipta atau Import Dompet",
          "description": "Cipta dompet baharu atau import dompet sedia ada."
        },
        "step3": {
          "title": "Ketuk WalletConnect di Tetapan",
          "description": "Pilih Sambungan Baru, kemudian imbas kod QR dan sahkan arahan untuk menghubung."
        }
      },
      "extension": {
        "step1": {
          "title": "Pasang pelanjutan Trust Wallet",
          "description": "Klik di bahagian atas kanan pelayar anda dan sematkan Trust Wallet untuk akses mudah."
        },
        "step2": {
          "title": "Buat atau Import dompet",
          "description": "Cipta dompet baharu atau import dompet sedia ada."
        },
        "step3": {
          "title": "Segarkan pelayar anda",
          "description": "Setelah anda sediakan Trust Wallet, klik di bawah untuk menyegarkan pelayar dan memuatkan pelanjutan."
        }
      }
    },
    "uniswap": {
      "qr_code": {
        "step1": {
          "title": "Buka aplikasi Uniswap",
          "description": "Tambahkan Uniswap Wallet ke skrin utama anda untuk akses yang lebih cepat ke dompet anda."
        },
        "step2": {
          "title": "Cipta atau Import Dompet",
          "description": "Cipta dompet baharu atau import dompet sedia ada."
        },
        "step3": {
          "title": "Ketuk ikon QR dan imbas",
          "description": "Ketik ikon QR pada skrin utama anda, imbas kod dan sahkan permintaan untuk bersambung."
        }
      }
    },
    "zerion": {
      "qr_code": {
        "step1": {
          "title": "Buka aplikasi Zerion",
          "description": "Kami mengesyorkan meletakkan Zerion pada skrin utama anda untuk akses yang lebih cepat."
        },
        "step2": {
          "title": "Cipta atau Import Dompet",
          "description": "Pastikan anda membuat sandaran dompet anda menggunakan kaedah yang selamat. Jangan sekali-kali berkongsi frasa rahsia anda dengan sesiapa sahaja."
        },
        "step3": {
          "title": "Ketuk butang Imbas",
          "description": "Setelah anda mengimbas, prompt sambungan akan muncul untuk anda sambungkan dompet anda."
        }
      },
      "extension": {
        "step1": {
          "title": "Pasang pelanjutan Zerion",
          "description": "Kami mengesyorkan anda menyematkan Zerion ke taskbar anda untuk akses yang lebih cepat ke dompet anda."
        },
        "step2": {
          "title": "Cipta atau Import Dompet",
          "description": "Pastikan anda membuat sandaran dompet anda menggunakan kaedah yang selamat. Jangan sekali-kali berkongsi frasa rahsia anda dengan sesiapa sahaja."
        },
        "step3": {
          "title": "Segarkan pelayar anda",
          "description": "Setelah anda menyediakan dompet anda, klik di bawah untuk menyegarkan pelayar dan memuatkan lanjutan."
        }
      }
    },
    "rainbow": {
      "qr_code": {
        "step1": {
          "title": "Buka aplikasi Rainbow",
          "description": "Kami mengesyorkan meletakkan Rainbow pada skrin utama anda untuk akses yang lebih cepat ke dompet anda."
        },
        "step2": {
          "title": "Cipta atau Import Dompet",
          "description": "Anda boleh membuat sandaran dompet anda dengan mudah menggunakan ciri sandaran kami pada telefon anda."
        },
        "step3": {
          "title": "Ketuk butang Imbas",
          "description": "Setelah anda mengimbas, prompt sambungan akan muncul untuk anda sambungkan dompet anda."
        }
      }
    },
    "enkrypt": {
      "extension": {
        "step1": {
          "description": "Kami mengesyorkan anda menyematkan Enkrypt Wallet ke taskbar anda untuk akses yang lebih cepat ke dompet anda.",
          "title": "Pasang pelanjutan Enkrypt Wallet"
        },
        "step2": {
          "description": "Pastikan anda membuat sandaran dompet anda menggunakan kaedah yang selamat. Jangan sekali-kali berkongsi frasa rahsia anda dengan sesiapa sahaja.",
          "title": "Cipta atau Import Dompet"
        },
        "step3": {
          "description": "Setelah anda menyediakan dompet anda, klik di bawah untuk menyegarkan pelayar dan memuatkan lanjutan.",
          "title": "Segarkan pelayar anda"
        }
      }
    },
    "frame": {
      "extension": {
        "step1": {
          "description": "Kami mengesyorkan anda menyematkan Frame ke taskbar anda untuk akses yang lebih cepat ke dompet anda.",
          "title": "Pasang Frame & pelanjutan teman"
        },
        "step2": {
          "description": "Pastikan anda membuat sandaran dompet anda menggunakan kaedah yang selamat. Jangan sekali-kali berkongsi frasa rahsia anda dengan sesiapa sahaja.",
          "title": "Cipta atau Import Dompet"
        },
        "step3": {
          "description": "Setelah anda menyediakan dompet anda, klik di bawah untuk menyegarkan pelayar dan memuatkan lanjutan.",
          "title": "Segarkan pelayar anda"
        }
      }
    },
    "one_key": {
      "extension": {
        "step1": {
          "title": "Pasang sambungan OneKey Wallet",
          "description": "Kami mengesyorkan anda pin OneKey Wallet ke taskbar anda untuk akses lebih cepat ke dompet anda."
        },
        "step2": {
          "title": "Cipta atau Import Dompet",
          "description": "Pastikan anda membuat sandaran dompet anda menggunakan kaedah yang selamat. Jangan sekali-kali berkongsi frasa rahsia anda dengan sesiapa sahaja."
        },
        "step3": {
          "title": "Segarkan pelayar anda",
          "description": "Setelah anda menyediakan dompet anda, klik di bawah untuk menyegarkan pelayar dan memuatkan lanjutan."
        }
      }
    },
    "paraswap": {
      "qr_code": {
        "step1": {
          "title": "Buka aplikasi ParaSwap",
          "description": "Tambah ParaSwap Wallet ke skrin utama anda untuk akses lebih cepat ke dompet anda."
        },
        "step2": {
          "title": "Cipta atau Import Dompet",
          "description": "Cipta dompet baharu atau import dompet sedia ada."
        },
        "step3": {
          "title": "Ketuk ikon QR dan imbas",
          "description": "Ketik ikon QR pada skrin utama anda, imbas kod dan sahkan permintaan untuk bersambung."
        }
      }
    },
    "phantom": {
      "extension": {
        "step1": {
          "title": "Pasang sambungan Phantom",
          "description": "Kami mengesyorkan anda pin Phantom ke taskbar anda untuk akses lebih mudah ke dompet anda."
        },
        "step2": {
          "title": "Cipta atau Import Dompet",
          "description": "Pastikan anda membuat salinan sandaran dompet anda menggunakan kaedah yang selamat. Jangan sekali-kali berkongsi frasa pemulihan rahsia anda dengan sesiapa."
        },
        "step3": {
          "title": "Segarkan pelayar anda",
          "description": "Setelah anda menyediakan dompet anda, klik di bawah untuk menyegarkan pelayar dan memuatkan lanjutan."
        }
      }
    },
    "rabby": {
      "extension": {
        "step1": {
          "title": "Pasang sambungan Rabby",
          "description": "Kami mengesyorkan anda pin Rabby ke taskbar anda untuk akses lebih cepat ke dompet anda."
        },
        "step2": {
          "title": "Cipta atau Import Dompet",
          "description": "Pastikan anda membuat sandaran dompet anda menggunakan kaedah yang selamat. Jangan sekali-kali berkongsi frasa rahsia anda dengan sesiapa sahaja."
        },
        "step3": {
          "title": "Segarkan pelayar anda",
          "description": "Setelah anda menyediakan dompet anda, klik di bawah untuk menyegarkan pelayar dan memuatkan lanjutan."
        }
      }
    },
    "ronin": {
      "qr_code": {
        "step1": {
          "description": "Kami mengesyorkan meletakkan Ronin Wallet pada skrin utama anda untuk akses yang lebih cepat.",
          "title": "Buka aplikasi Ronin Wallet"
        },
        "step2": {
          "description": "Pastikan anda membuat sandaran dompet anda menggunakan kaedah yang selamat. Jangan sekali-kali berkongsi frasa rahsia anda dengan sesiapa sahaja.",
          "title": "Cipta atau Import Dompet"
        },
        "step3": {
          "description": "Setelah anda mengimbas, prompt sambungan akan muncul untuk anda sambungkan dompet anda.",
          "title": "Ketuk butang Imbas"
        }
      },
      "extension": {
        "step1": {
          "description": "Kami mengesyorkan menyematkan Ronin Wallet pada taskbar anda untuk akses yang lebih cepat ke dompet anda.",
          "title": "Pasang sambungan Ronin Wallet"
        },
        "step2": {
          "description": "Pastikan anda membuat sandaran dompet anda menggunakan kaedah yang selamat. Jangan sekali-kali berkongsi frasa rahsia anda dengan sesiapa sahaja.",
          "title": "Cipta atau Import Dompet"
        },
        "step3": {
          "description": "Setelah anda menyediakan dompet anda, klik di bawah untuk menyegarkan pelayar dan memuatkan lanjutan.",
          "title": "Segarkan pelayar anda"
        }
      }
    },
    "ramper": {
      "extension": {
        "step1": {
          "title": "Pasang sambungan Ramper",
          "description": "Kami mengesyorkan menyematkan Ramper pada taskbar anda untuk akses yang lebih mudah ke dompet anda."
        },
        "step2": {
          "title": "Cipta Dompet",
          "description": "Pastikan anda membuat sandaran dompet anda menggunakan kaedah yang selamat. Jangan sekali-kali berkongsi frasa rahsia anda dengan sesiapa sahaja."
        },
        "step3": {
          "title": "Segarkan pelayar anda",
          "description": "Setelah anda menyediakan dompet anda, klik di bawah untuk menyegarkan pelayar dan memuatkan lanjutan."
        }
      }
    },
    "safeheron": {
      "extension": {
        "step1": {
          "title": "Pasang sambungan Core",
          "description": "Kami mengesyorkan anda pin Safeheron ke taskbar anda untuk akses lebih cepat ke dompet anda."
        },
        "step2": {
          "title": "Cipta atau Import Dompet",
          "description": "Pastikan anda membuat sandaran dompet anda menggunakan kaedah yang selamat. Jangan sekali-kali berkongsi frasa rahsia anda dengan sesiapa sahaja."
        },
        "step3": {
          "title": "Segarkan pelayar anda",
          "description": "Setelah anda menyediakan dompet anda, klik di bawah untuk menyegarkan pelayar dan memuatkan lanjutan."
        }
      }
    },
    "taho": {
      "extension": {
        "step1": {
          "title": "Pasang sambungan Taho",
          "description": "Kami mengesyorkan anda pin Taho ke taskbar anda untuk akses lebih cepat ke dompet anda."
        },
        "step2": {
          "title": "Cipta atau Import Dompet",
          "description": "Pastikan anda membuat sandaran dompet anda menggunakan kaedah yang selamat. Jangan sekali-kali berkongsi frasa rahsia anda dengan sesiapa sahaja."
        },
        "step3": {
          "title": "Segarkan pelayar anda",
          "description": "Setelah anda menyediakan dompet anda, klik di bawah untuk menyegarkan pelayar dan memuatkan lanjutan."
        }
      }
    },
    "wigwam": {
      "extension": {
        "step1": {
          "title": "Pasang sambungan Wigwam",
          "description": "Kami mengesyorkan memasang Wigwam pada bar tugas anda untuk akses lebih cepat ke dompet anda."
        },
        "step2": {
          "title": "Cipta atau Import Dompet",
          "description": "Pastikan anda membuat sandaran dompet anda menggunakan kaedah yang selamat. Jangan sekali-kali berkongsi frasa rahsia anda dengan sesiapa sahaja."
        },
        "step3": {
          "title": "Segarkan pelayar anda",
          "description": "Setelah anda menyediakan dompet anda, klik di bawah untuk menyegarkan pelayar dan memuatkan lanjutan."
        }
      }
    },
    "talisman": {
      "extension": {
        "step1": {
          "title": "Pasang sambungan Talisman",
          "description": "Kami mengesyorkan anda pin Talisman ke taskbar anda untuk akses lebih cepat ke dompet anda."
        },
        "step2": {
          "title": "Cipta atau Import Dompet Ethereum",
          "description": "Pastikan anda membuat salinan sandaran dompet anda menggunakan kaedah yang selamat. Jangan sekali-kali berkongsi frasa pemulihan anda dengan sesiapa."
        },
        "step3": {
          "title": "Segarkan pelayar anda",
          "description": "Setelah anda menyediakan dompet anda, klik di bawah untuk menyegarkan pelayar dan memuatkan lanjutan."
        }
      }
    },
    "ctrl": {
      "extension": {
        "step1": {
          "title": "Pasang sambungan CTRL Wallet",
          "description": "Kami mencadangkan untuk menyematkan CTRL Wallet pada bar tugas anda supaya lebih mudah untuk diakses."
        },
        "step2": {
          "title": "Cipta atau Import Dompet",
          "description": "Pastikan anda membuat sandaran dompet anda menggunakan kaedah yang selamat. Jangan sekali-kali berkongsi frasa rahsia anda dengan sesiapa sahaja."
        },
        "step3": {
          "title": "Segarkan pelayar anda",
          "description": "Setelah anda menyediakan dompet anda, klik di bawah untuk menyegarkan pelayar dan memuatkan lanjutan."
        }
      }
    },
    "zeal": {
      "qr_code": {
        "step1": {
          "title": "Buka aplikasi Zeal",
          "description": "Tambah Zeal Wallet ke skrin utama anda untuk akses lebih cepat ke dompet anda."
        },
        "step2": {
          "title": "Cipta atau Import Dompet",
          "description": "Cipta dompet baharu atau import dompet sedia ada."
        },
        "step3": {
          "title": "Ketuk ikon QR dan imbas",
          "description": "Ketik ikon QR pada skrin utama anda, imbas kod dan sahkan permintaan untuk bersambung."
        }
      },
      "extension": {
        "step1": {
          "title": "Pasang sambungan Zeal",
          "description": "Kami mengesyorkan anda pin Zeal ke taskbar anda untuk akses lebih cepat ke dompet anda."
        },
        "step2": {
          "title": "Cipta atau Import Dompet",
          "description": "Pastikan anda membuat sandaran dompet anda menggunakan kaedah yang selamat. Jangan sekali-kali berkongsi frasa rahsia anda dengan sesiapa sahaja."
        },
        "step3": {
          "title": "Segarkan pelayar anda",
          "description": "Setelah anda menyediakan dompet anda, klik di bawah untuk menyegarkan pelayar dan memuatkan lanjutan."
        }
      }
    },
    "safepal": {
      "extension": {
        "step1": {
          "title": "Pasang sambungan SafePal Wallet",
          "description": "Klik di bahagian atas kanan pelayar anda dan tambahkan SafePal Wallet untuk akses mudah."
        },
        "step2": {
          "title": "Buat atau Import dompet",
          "description": "Cipta dompet baharu atau import dompet sedia ada."
        },
        "step3": {
          "title": "Segarkan pelayar anda",
          "description": "Setelah anda menyediakan Dompet SafePal, klik dibawah untuk memuat semula pelayar dan muatkan sambungan."
        }
      },
      "qr_code": {
        "step1": {
          "title": "Buka aplikasi SafePal Wallet",
          "description": "Letakkan SafePal Wallet pada skrin utama anda bagi capaian lebih pantas kepada dompet anda."
        },
        "step2": {
          "title": "Cipta atau Import Dompet",
          "description": "Cipta dompet baharu atau import dompet sedia ada."
        },
        "step3": {
          "title": "Ketuk WalletConnect di Tetapan",
          "description": "Pilih Sambungan Baru, kemudian imbas kod QR dan sahkan arahan untuk menghubung."
        }
      }
    },
    "desig": {
      "extension": {
        "step1": {
          "title": "Pasang sambungan Desig",
          "description": "Kami mencadangkan untuk menyematkan Desig pada bar tugas anda supaya lebih mudah untuk diakses."
        },
        "step2": {
          "title": "Cipta Dompet",
          "description": "Pastikan anda membuat sandaran dompet anda menggunakan kaedah yang selamat. Jangan sekali-kali berkongsi frasa rahsia anda dengan sesiapa sahaja."
        },
        "step3": {
          "title": "Segarkan pelayar anda",
          "description": "Setelah anda menyediakan dompet anda, klik di bawah untuk menyegarkan pelayar dan memuatkan lanjutan."
        }
      }
    },
    "subwallet": {
      "extension": {
        "step1": {
          "title": "Pasang sambungan SubWallet",
          "description": "Kami mencadangkan untuk menyematkan SubWallet pada bar tugas anda supaya lebih mudah untuk diakses."
        },
        "step2": {
          "title": "Cipta atau Import Dompet",
          "description": "Pastikan anda membuat salinan sandaran dompet anda menggunakan kaedah yang selamat. Jangan sekali-kali berkongsi frasa pemulihan anda dengan sesiapa."
        },
        "step3": {
          "title": "Segarkan pelayar anda",
          "description": "Setelah anda menyediakan dompet anda, klik di bawah untuk menyegarkan pelayar dan memuatkan lanjutan."
        }
      },
      "qr_code": {
        "step1": {
          "title": "Buka aplikasi SubWallet",
          "description": "Kami mencadangkan untuk meletakkan SubWallet di skrin utama anda untuk capaian lebih cepat."
        },
        "step2": {
          "title": "Cipta atau Import Dompet",
          "description": "Pastikan anda membuat sandaran dompet anda menggunakan kaedah yang selamat. Jangan sekali-kali berkongsi frasa rahsia anda dengan sesiapa sahaja."
        },
        "step3": {
          "title": "Ketuk butang Imbas",
          "description": "Setelah anda mengimbas, prompt sambungan akan muncul untuk anda sambungkan dompet anda."
        }
      }
    },
    "clv": {
      "extension": {
        "step1": {
          "title": "Pasang sambungan CLV Wallet",
          "description": "Kami mencadangkan untuk menyematkan CLV Wallet pada bar tugas anda supaya lebih mudah untuk diakses."
        },
        "step2": {
          "title": "Cipta atau Import Dompet",
          "description": "Pastikan anda membuat sandaran dompet anda menggunakan kaedah yang selamat. Jangan sekali-kali berkongsi frasa rahsia anda dengan sesiapa sahaja."
        },
        "step3": {
          "title": "Segarkan pelayar anda",
          "description": "Setelah anda menyediakan dompet anda, klik di bawah untuk menyegarkan pelayar dan memuatkan lanjutan."
        }
      },
      "qr_code": {
        "step1": {
          "title": "Buka aplikasi CLV Wallet",
          "description": "Kami mencadangkan untuk meletakkan CLV Wallet di skrin utama anda untuk akses lebih cepat."
        },
        "step2": {
          "title": "Cipta atau Import Dompet",
          "description": "Pastikan anda membuat sandaran dompet anda menggunakan kaedah yang selamat. Jangan sekali-kali berkongsi frasa rahsia anda dengan sesiapa sahaja."
        },
        "step3": {
          "title": "Ketuk butang Imbas",
          "description": "Setelah anda mengimbas, prompt sambungan akan muncul untuk anda sambungkan dompet anda."
        }
      }
    },
    "okto": {
      "qr_code": {
        "step1": {
          "title": "Buka aplikasi Okto",
          "description": "Tambah Okto ke skrin utama anda untuk akses cepat"
        },
        "step2": {
          "title": "Cipta Dompet MPC",
          "description": "Cipta akaun dan jana dompet"
        },
        "step3": {
          "title": "Ketuk WalletConnect di Tetapan",
          "description": "Ketuk ikon Imbas QR di atas kanan dan sahkan arahan untuk menyambung."
        }
      }
    },
    "ledger": {
      "desktop": {
        "step1": {
          "title": "Buka aplikasi Ledger Live",
          "description": "Kami mencadangkan meletakkan Ledger Live di skrin utama anda untuk akses lebih cepat."
        },
        "step2": {
          "title": "Tentukan Ledger anda",
          "description": "Tentukan Ledger yang baru atau sambung ke yang sedia ada."
        },
        "step3": {
          "title": "Sambung",
          "description": "Arahan sambungan akan muncul untuk anda menyambungkan dompet anda."
        }
      },
      "qr_code": {
        "step1": {
          "title": "Buka aplikasi Ledger Live",
          "description": "Kami mencadangkan meletakkan Ledger Live di skrin utama anda untuk akses lebih cepat."
        },
        "step2": {
          "title": "Tentukan Ledger anda",
          "description": "Anda boleh sama ada menyelaraskan dengan aplikasi desktop atau menyambungkan Ledger anda."
        },
        "step3": {
          "title": "Imbas kod",
          "description": "Ketuk WalletConnect kemudian Bertukar ke Pengimbas. Selepas anda mengimbas, arahan sambungan akan muncul untuk anda menyambungkan dompet anda."
        }
      }
    },
    "valora": {
      "qr_code": {
        "step1": {
          "title": "Buka aplikasi Valora",
          "description": "Kami mengesyorkan meletakkan Valora pada skrin utama anda untuk akses lebih cepat."
        },
        "step2": {
          "title": "Buat atau import dompet",
          "description": "Cipta dompet baharu atau import dompet sedia ada."
        },
        "step3": {
          "title": "Ketuk butang Imbas",
          "description": "Setelah anda mengimbas, prompt sambungan akan muncul untuk anda sambungkan dompet anda."
        }
      }
    },
    "gate": {
      "qr_code": {
        "step1": {
          "title": "Buka app Gate",
          "description": "Kami mencadangkan meletakkan Gate di skrin utama anda untuk akses lebih cepat."
        },
        "step2": {
          "title": "Cipta atau Import Dompet",
          "description": "Cipta dompet baharu atau import dompet sedia ada."
        },
        "step3": {
          "title": "Ketuk butang Imbas",
          "description": "Setelah anda mengimbas, prompt sambungan akan muncul untuk anda sambungkan dompet anda."
        }
      },
      "extension": {
        "step1": {
          "title": "Pasang sambungan Gate",
          "description": "Kami mencadangkan menyematkan Gate ke taskbar anda untuk akses lebih mudah kepada dompet anda."
        },
        "step2": {
          "title": "Cipta atau Import Dompet",
          "description": "Pastikan anda membuat salinan sandaran dompet anda menggunakan kaedah yang selamat. Jangan sekali-kali berkongsi frasa pemulihan rahsia anda dengan sesiapa."
        },
        "step3": {
          "title": "Segarkan pelayar anda",
          "description": "Setelah anda menyediakan dompet anda, klik di bawah untuk menyegarkan pelayar dan memuatkan lanjutan."
        }
      }
    },
    "gemini": {
      "qr_code": {
        "step1": {
          "title": "Buka kunci.gemini.com",
          "description": "Lawati kunci.gemini.com pada pelayar mudah alih anda - tiada muat turun aplikasi diperlukan."
        },
        "step2": {
          "title": "Cipta Dompet Anda Dengan Segera",
          "description": "Sediakan dompet pintar anda dalam beberapa saat menggunakan pengesahan bawaan peranti anda."
        },
        "step3": {
          "title": "Imbas untuk Sambung",
          "description": "Imbas kod QR untuk segera menyambungkan dompet anda - ia berfungsi begitu sahaja."
        }
      },
      "extension": {
        "step1": {
          "title": "Pergi ke kunci.gemini.com",
          "description": "Tiada sambungan atau muat turun diperlukan - dompet anda selamat dalam pelayar."
        },
        "step2": {
          "title": "Penyediaan Satu-Klik",
          "description": "Cipta dompet bijak anda dengan serta-merta dengan pengesahan kunci laluan - lebih mudah daripada mana-mana dompet lain."
        },
        "step3": {
          "title": "Sambung dan Teruskan",
          "description": "Luluskan sambungan dan anda sudah bersedia - dompet tanpa prasangka yang hanya berfungsi."
        }
      }
    },
    "xportal": {
      "qr_code": {
        "step1": {
          "description": "Letakkan xPortal pada skrin utama anda untuk akses lebih cepat ke dompet anda.",
          "title": "Buka app xPortal"
        },
        "step2": {
          "description": "Cipta dompet atau import yang sedia ada.",
          "title": "Cipta atau Import Dompet"
        },
        "step3": {
          "description": "Setelah anda mengimbas, prompt sambungan akan muncul untuk anda sambungkan dompet anda.",
          "title": "Ketuk butang Imbas QR"
        }
      }
    },
    "mew": {
      "qr_code": {
        "step1": {
          "description": "Kami mencadangkan meletakkan MEW Wallet di skrin utama anda untuk akses lebih cepat.",
          "title": "Buka aplikasi MEW Wallet"
        },
        "step2": {
          "description": "Anda boleh membuat sandaran dompet anda dengan mudah menggunakan ciri sandaran awan.",
          "title": "Cipta atau Import Dompet"
        },
        "step3": {
          "description": "Setelah anda mengimbas, prompt sambungan akan muncul untuk anda sambungkan dompet anda.",
          "title": "Ketuk butang Imbas"
        }
      }
    },
    "zilpay": {
      "qr_code": {
        "step1": {
          "title": "Buka aplikasi ZilPay",
          "description": "Tambah ZilPay ke skrin utama anda untuk akses lebih cepat ke dompet anda."
        },
        "step2": {
          "title": "Cipta atau Import Dompet",
          "description": "Cipta dompet baharu atau import dompet sedia ada."
        },
        "step3": {
          "title": "Ketuk butang Imbas",
          "description": "Setelah anda mengimbas, prompt sambungan akan muncul untuk anda sambungkan dompet anda."
        }
      }
    },
    "nova": {
      "qr_code": {
        "step1": {
          "title": "Buka aplikasi Nova Wallet",
          "description": "Tambah Nova Wallet ke skrin utama anda untuk akses lebih cepat ke dompet anda."
        },
        "step2": {
          "title": "Cipta atau Import Dompet",
          "description": "Cipta dompet baharu atau import dompet sedia ada."
        },
        "step3": {
          "title": "Ketuk butang Imbas",
          "description": "Setelah anda mengimbas, prompt sambungan akan muncul untuk anda sambungkan dompet anda."
        }
      }
    },
    "meco": {
      "qr_code": {
        "step1": {
          "title": "Buka aplikasi MeCo Wallet",
          "description": "Letakkan MeCo Wallet pada skrin utama anda untuk akses yang lebih cepat ke dompet anda."
        },
        "step2": {
          "title": "Cipta atau Import Dompet",
          "description": "Cipta dompet baharu atau import dompet sedia ada."
        },
        "step3": {
          "title": "Ketuk butang Imbas",
          "description": "Setelah anda mengimbas, prompt sambungan akan muncul untuk anda sambungkan dompet anda."
        }
      }
    },
    "anchorage_digital": {
      "extension": {
        "step1": {
          "title": "Pasang sambungan Anchorage Digital",
          "description": "Kami mengesyorkan menyematkan Anchorage Digital pada bar tugas anda untuk akses mudah ke dompet anda."
        },
        "step2": {
          "title": "Imbas kod QR untuk log masuk",
          "description": "Sambungkan dompet organisasi anda ke dApps dengan keselamatan setara institusi."
        },
        "step3": {
          "title": "Segarkan pelayar anda",
          "description": "Setelah anda log masuk, klik di bawah untuk menyegar semula pelayar dan memuatkan sambungan."
        }
      }
    }
  }
}
`;export{e as default};